import {
  TRANSLATED_LANGUAGE_INFO,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguageCode,
} from '@marquee/api-client/contract';
import type { ConsoleTexts } from './console-text-keys';
import { CN_TEXTS } from './texts/cn';
import { EN_TEXTS } from './texts/en';
import { ID_TEXTS } from './texts/id';
import { TH_TEXTS } from './texts/th';
import { TY_TEXTS } from './texts/ty';
import { VI_TEXTS } from './texts/vi';

/** The console's languages, in the select's order: the six the brand's member texts come in. */
export const CONSOLE_LANGUAGES = TRANSLATED_LANGUAGES;
export type ConsoleLanguage = TranslatedLanguageCode;

/** Each language's texts; the record type makes a language without its table fail typecheck. */
export const CONSOLE_TEXTS: Record<ConsoleLanguage, ConsoleTexts> = {
  EN: EN_TEXTS,
  CN: CN_TEXTS,
  ID: ID_TEXTS,
  TH: TH_TEXTS,
  TY: TY_TEXTS,
  VI: VI_TEXTS,
};

/** The BCP-47 tag for `<html lang>` and for the dates the script writes (TY is Tagalog: fil). */
export const consoleHtmlLang = (language: ConsoleLanguage): string =>
  TRANSLATED_LANGUAGE_INFO[language].htmlLang;

/** The language's own name, as the select offers it. */
export const consoleLanguageName = (language: ConsoleLanguage): string =>
  TRANSLATED_LANGUAGE_INFO[language].nativeName;

/** The primary subtags a browser may send for each language ('in' and 'tl' are older codes). */
const ACCEPTED_SUBTAGS = new Map<string, ConsoleLanguage>([
  ['en', 'EN'],
  ['zh', 'CN'],
  ['id', 'ID'],
  ['in', 'ID'],
  ['th', 'TH'],
  ['fil', 'TY'],
  ['tl', 'TY'],
  ['vi', 'VI'],
]);

export function isConsoleLanguage(value: string): value is ConsoleLanguage {
  return (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/** The browser's most preferred language the console has, by the header's q values; null if none. */
function fromAcceptLanguage(header: string): ConsoleLanguage | null {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        subtag: tag.trim().split('-')[0]?.toLowerCase() ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = ACCEPTED_SUBTAGS.get(entry.subtag);
    if (language) return language;
  }
  return null;
}

/** The operator's choice when they made one, else the browser's language, else English. */
export function consoleLanguage(
  choice: string | undefined,
  acceptLanguage: string | undefined,
): ConsoleLanguage {
  const chosen = choice?.toUpperCase();
  if (chosen && isConsoleLanguage(chosen)) return chosen;
  return fromAcceptLanguage(acceptLanguage ?? '') ?? 'EN';
}
