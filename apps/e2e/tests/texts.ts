import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The text files of the shell (i18n's core, shared and error texts) and of every feature package. */
const TEXT_FOLDERS = [
  'i18n/src/locales',
  'i18n/src/locales/shared',
  'i18n/src/locales/errors',
  ...['auth', 'games-lobby', 'lottery', 'member-centre', 'support'].map((name) => `${name}/src/texts`),
];

type Table = Record<string, string>;

const tables = new Map<string, Table>();

function table(code: string): Table {
  let texts = tables.get(code);
  if (!texts) {
    texts = Object.assign(
      {},
      ...TEXT_FOLDERS.map((folder) =>
        JSON.parse(
          readFileSync(new URL(`../../../packages/${folder}/${code}.json`, import.meta.url), 'utf8'),
        ),
      ),
    ) as Table;
    tables.set(code, texts);
  }
  return texts;
}

/** A text with its `{{name}}` placeholders filled in, as i18next does. */
export type Texts = (key: string, values?: Record<string, string | number>) => string;

/**
 * What the app shows for a key in a language (a file name: `en`, `vi`, ...), read from the same
 * files the app ships, so a journey asserts through the words a player of that language reads.
 */
export function textsOf(code: string): Texts {
  const texts = table(code);
  return (key, values = {}) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`no text ${key} in ${code}`);
    return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };
}

export const english = textsOf('en');

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text whose placeholders are left open, as a pattern: `Resend in {{seconds}} s` → /^Resend in .+ s$/. */
export function textPattern(template: string): RegExp {
  return new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(escapePattern)
      .join('.+')}$`,
  );
}

/**
 * The English texts a page in `code` must not show: each key's English where that language says
 * something else, and no text of that language reads the same (a name such as GCash is both).
 * Placeholders become patterns where enough words are left to tell the text apart.
 */
function englishOnly(code: string): RegExp[] {
  const theirs = table(code);
  const en = table('en');
  const own = new Set(Object.values(theirs));
  return Object.entries(en)
    .filter(([key, text]) => theirs[key] !== text && !own.has(text))
    .filter(([, text]) => /[A-Za-z]{3}/.test(text.replace(/\{\{\w+\}\}/g, '')))
    .map(([, text]) => textPattern(text));
}

/**
 * The English texts the page shows in another language (`code`): a key that language lacks, or a
 * text the app left in English. Read from every element shown (its own words and its whole text),
 * its accessible label, title and placeholder, visually hidden texts included.
 */
export async function englishLeftovers(page: Page, code: string): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const texts = new Set<string>();
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility()) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      // as rendered: the words of hidden children left out, and a space between blocks
      // biome-ignore lint/performance/useDomNodeTextContent: the text a player reads, not the DOM's
      const whole = element.innerText ?? '';
      const attributes = ['aria-label', 'title', 'placeholder', 'alt'].map((name) =>
        element.getAttribute(name),
      );
      for (const text of [own, whole.length < 200 ? whole : '', ...attributes]) {
        if (normal(text)) texts.add(normal(text));
      }
    }
    return [...texts];
  });
  const patterns = englishOnly(code);
  return shown.filter((text) => patterns.some((pattern) => pattern.test(text)));
}
