import type { BrandConfig } from '../brand/brand-config';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);
}

const LOGO_SIZE = 'width="160" height="40"';

/** Attributes the boot screen sets on the logo itself, dropped from the file's own. */
const SET_HERE = /\s(?:class|width|height|role|aria-label)="[^"]*"/g;

/**
 * The logo written inline when it is an SVG of our own (the build reads it from the public
 * folder): painted with the stylesheet, without waiting for a request of its own.
 */
function inlineLogo(svg: string, brandName: string): string {
  const open = /<svg\b([^>]*)>/.exec(svg);
  if (!open) throw new Error('the logo file has no <svg> element');
  const attributes = (open[1] ?? '').replace(SET_HERE, '');
  const rest = svg.slice(open.index + open[0].length).trim();
  return `<svg class="app-boot__logo" ${LOGO_SIZE} role="img" aria-label="${escapeHtml(brandName)}"${attributes}>${rest}`;
}

/**
 * The boot screen as static markup, written into index.html's root at build time: the brand's logo
 * is on screen as soon as the stylesheet has loaded, not only once the app's code has run (React
 * replaces it with BootScreen, which looks the same). No text: the language is not known yet.
 * `logoSvg` is the logo file's content when it is an SVG, inlined; otherwise an image loads it.
 */
export function bootScreenHtml(
  { brandName, logoSrc }: Pick<BrandConfig, 'brandName' | 'logoSrc'>,
  logoSvg?: string,
): string {
  const logo =
    logoSvg === undefined
      ? `<img class="app-boot__logo" src="${escapeHtml(logoSrc)}" alt="${escapeHtml(brandName)}" ${LOGO_SIZE}>`
      : inlineLogo(logoSvg, brandName);
  return (
    '<div class="mq-loading-cover mq-loading-cover--fullscreen app-boot" aria-busy="true">' +
    logo +
    '<span class="mq-spinner mq-spinner--lg"><span class="mq-spinner__circle"></span></span>' +
    '</div>'
  );
}
