import { I18N_TEXT_TABLES } from './all-translations';
import type { StaticFeatureTexts, TextTables } from './feature-texts';
import { FALLBACK_LANGUAGE, type LanguageCode, TRANSLATED_LANGUAGES } from './languages';

export interface CheckTextsOptions {
  /** Keys whose text may equal English in some languages (loanwords such as `ok`). */
  sameAsEnglish?: readonly string[];
  /**
   * Keys whose text is a proper name, the same in every language (a play type as its draw's
   * operators call it, an app's store name): not counted as copies of English.
   */
  properNames?: readonly string[];
}

/** Even allowed, English may repeat this often per language: more is a copy, not a loanword. */
const MAX_SAME_AS_ENGLISH = 3;

const KEY_FORMAT = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

function variables(value: string): string {
  return [...value.matchAll(/{{\s*([\w.]+)\s*}}/g)]
    .map((match) => match[1] ?? '')
    .sort()
    .join(', ');
}

function checkLanguage(
  code: LanguageCode,
  table: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
  { sameAsEnglish = [], properNames = [] }: CheckTextsOptions,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in table)) problems.push(`${code} lacks ${key}`);
  }
  const copies: string[] = [];
  for (const [key, value] of Object.entries(table)) {
    const source = english[key];
    if (source === undefined) problems.push(`${code} has ${key}, which English lacks`);
    if (!KEY_FORMAT.test(key)) problems.push(`${code}: ${key} is not a flat snake_case key`);
    if (value.trim() === '') problems.push(`${code}: ${key} is empty`);
    if (source === undefined) continue;
    if (variables(value) !== variables(source)) {
      problems.push(`${code}: ${key} uses {${variables(value)}}, English {${variables(source)}}`);
    }
    if (code !== FALLBACK_LANGUAGE && value === source && !properNames.includes(key)) copies.push(key);
  }
  for (const key of copies) {
    if (!sameAsEnglish.includes(key)) problems.push(`${code}: ${key} repeats the English text`);
  }
  if (copies.length > MAX_SAME_AS_ENGLISH) {
    problems.push(`${code} repeats English ${copies.length} times (${copies.join(', ')})`);
  }
  return problems;
}

/**
 * What is wrong with one set's files, as readable lines (none: all is well): a file lacking a key
 * of the English one or having one it lacks, a key that is not flat snake_case, an empty text,
 * interpolation variables other than English's, a text copied from English. Each package runs it
 * on its own files in its tests: `expect(checkTexts(tables)).toEqual([])`.
 */
export function checkTexts(tables: TextTables, options: CheckTextsOptions = {}): string[] {
  const english = tables[FALLBACK_LANGUAGE];
  return TRANSLATED_LANGUAGES.flatMap((code) => checkLanguage(code, tables[code], english, options));
}

/**
 * Keys defined in more than one set, as readable lines: among the sets given and i18n's own files,
 * which each package's texts must not repeat either. A key belongs to one set only, or which text
 * it shows would depend on which loaded last.
 */
export function findDuplicateKeys(sets: readonly StaticFeatureTexts[]): string[] {
  const owners = new Map<string, string[]>();
  const all: [string, TextTables][] = [
    ['@marquee/i18n core', I18N_TEXT_TABLES.core],
    ['@marquee/i18n shared', I18N_TEXT_TABLES.shared],
    ['@marquee/i18n errors', I18N_TEXT_TABLES.errors],
    ...sets.map(({ texts, tables }): [string, TextTables] => [texts.name, tables]),
  ];
  for (const [name, tables] of all) {
    for (const key of Object.keys(tables[FALLBACK_LANGUAGE]))
      owners.set(key, [...(owners.get(key) ?? []), name]);
  }
  return [...owners]
    .filter(([, names]) => names.length > 1)
    .map(([key, names]) => `${key} is in ${names.join(' and ')}`);
}
