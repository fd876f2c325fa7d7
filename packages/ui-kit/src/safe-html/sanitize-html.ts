import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

// A private instance, so the link hook below never leaks into other DOMPurify users.
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('href')) {
      // Content links go to third-party pages; open them apart and give them no handle on us.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return purifier;
}

/**
 * Cleans CMS/server HTML for display: no scripts, no event-handler attributes, no javascript: URLs,
 * no SVG/MathML, no `style` attributes or `<style>` elements (a notice must not restyle or cover the
 * page); links open in a new tab with rel="noopener noreferrer". Without a DOM (server
 * rendering) nothing can be checked, so nothing is returned.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });
}
