import type { BrandConfig } from '../brand/brand-config';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The boot screen as static markup, written into index.html's root at build time: the brand's logo
 * is on screen as soon as the stylesheet has loaded, not only once the app's code has run (React
 * replaces it with BootScreen, which looks the same). No text: the language is not known yet.
 */
export function bootScreenHtml({ brandName, logoSrc }: Pick<BrandConfig, 'brandName' | 'logoSrc'>): string {
  return (
    '<div class="mq-loading-cover mq-loading-cover--fullscreen app-boot" aria-busy="true">' +
    `<img class="app-boot__logo" src="${escapeHtml(logoSrc)}" alt="${escapeHtml(brandName)}" width="160" height="40">` +
    '<span class="mq-spinner mq-spinner--lg"><span class="mq-spinner__circle"></span></span>' +
    '</div>'
  );
}
