import { CORE_TRANSLATIONS, FEATURE_TRANSLATIONS, TRANSLATIONS } from './all-translations';
import { TRANSLATED_LANGUAGES } from './languages';

const english: Record<string, string> = TRANSLATIONS.EN;
const englishKeys = Object.keys(english).sort();
const otherLanguages = TRANSLATED_LANGUAGES.filter((code) => code !== 'EN');

/** Keys whose value may legitimately equal English in some languages (loanwords, brand names). */
const SAME_AS_ENGLISH_ALLOWED = new Set(['ok']);
const MAX_SAME_AS_ENGLISH = 3;
/**
 * The Vietnamese lottery's play types keep their Vietnamese names in every language (as
 * players and the draws' operators call them), and Google Authenticator is the app's name as the
 * app stores list it: not counted as copies of English.
 */
const PROPER_NAMES = new Set([
  'mca_google_auth',
  'lottery_play_de',
  'lottery_play_ba_cang',
  'lottery_play_xien2',
  'lottery_play_xien3',
  'lottery_play_xien4',
]);

function variables(value: string): string[] {
  return [...value.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(TRANSLATED_LANGUAGES)('%s translations', (code) => {
  const table: Record<string, string> = TRANSLATIONS[code];

  it('has exactly the keys of en.json', () => {
    expect(Object.keys(table).sort()).toEqual(englishKeys);
  });

  it('splits its keys as English does: core texts at startup, feature texts with the features', () => {
    expect(Object.keys(CORE_TRANSLATIONS[code]).sort()).toEqual(Object.keys(CORE_TRANSLATIONS.EN).sort());
    expect(Object.keys(FEATURE_TRANSLATIONS[code]).sort()).toEqual(
      Object.keys(FEATURE_TRANSLATIONS.EN).sort(),
    );
    const core = new Set(Object.keys(CORE_TRANSLATIONS[code]));
    expect(Object.keys(FEATURE_TRANSLATIONS[code]).filter((key) => core.has(key))).toEqual([]);
  });

  it('has no empty values', () => {
    const empty = Object.entries(table).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation variables as English', () => {
    for (const key of englishKeys) {
      expect({ key, variables: variables(table[key] ?? '') }).toEqual({
        key,
        variables: variables(english[key] ?? ''),
      });
    }
  });

  it('uses only flat snake_case keys', () => {
    for (const key of Object.keys(table)) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });
});

describe.each(otherLanguages)('%s is translated, not copied from English', (code) => {
  const table: Record<string, string> = TRANSLATIONS[code];
  const same = englishKeys.filter((key) => table[key] === english[key] && !PROPER_NAMES.has(key));

  it('repeats English only for allow-listed keys', () => {
    expect(same.filter((key) => !SAME_AS_ENGLISH_ALLOWED.has(key))).toEqual([]);
    expect(same.length).toBeLessThanOrEqual(MAX_SAME_AS_ENGLISH);
  });
});
