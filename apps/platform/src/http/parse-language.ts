import { isLanguageCode, type LanguageNotify } from '@marquee/api-client/contract';
import { badRequest } from './http-error';
import { type RawInput, requiredString } from './validate';

/** A 2-letter code of the language catalogue, in any case. */
export function parseLanguage(raw: RawInput): LanguageNotify {
  const language = requiredString(raw, 'language', { max: 10 });
  if (!/^[A-Za-z]{2}$/.test(language))
    throw badRequest(`'language' must be a 2-letter code, got '${language}'`);
  const code = language.toUpperCase();
  if (!isLanguageCode(code)) throw badRequest(`Unsupported language '${language}'`);
  return { language: code };
}
