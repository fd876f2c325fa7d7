/**
 * The readable text of an article's HTML, for searching only. DOMParser builds an inert
 * document: no script runs and no image loads, so untrusted HTML is safe to read this way.
 */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return document.body.textContent ?? '';
}
