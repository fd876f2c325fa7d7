import type { i18n as I18nInstance } from 'i18next';
import { getLoadedBundle, isLanguageLoaded, loadLanguage } from './language-bundles';
import type { LanguageCode } from './languages';
import { translatedLanguageInfo } from './translated-language-info';

/** The i18next language name for a code: its BCP-47 tag, so plural rules and `i18n.dir()` work. */
export function i18nextLanguage(code: LanguageCode): string {
  return translatedLanguageInfo(code).htmlLang;
}

/** The number of the latest `applyLanguage` call per instance, so a slow load cannot undo a later switch. */
const latestRequest = new WeakMap<I18nInstance, number>();

/**
 * Switches i18next and `<html lang dir>` to `code`, loading its bundle
 * first if needed. Nothing changes until the bundle is in, so the page never shows a half-loaded
 * language; if it cannot be loaded the current language stays and the promise rejects. When the
 * bundle is already loaded everything switches synchronously. If another call for the same
 * instance comes in while this one is loading, the later call wins and this one resolves without
 * switching.
 */
export async function applyLanguage(i18n: I18nInstance, code: LanguageCode): Promise<void> {
  const request = (latestRequest.get(i18n) ?? 0) + 1;
  latestRequest.set(i18n, request);
  let bundle = isLanguageLoaded(i18n, code) ? getLoadedBundle(i18n, code) : undefined;
  if (!bundle) {
    await loadLanguage(i18n, code);
    if (latestRequest.get(i18n) !== request) return;
    bundle = getLoadedBundle(i18n, code);
    if (!bundle) throw new Error(`The ${code} bundle did not register`);
  }
  const info = translatedLanguageInfo(code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = info.htmlLang;
    document.documentElement.dir = info.dir;
  }
  await i18n.changeLanguage(info.htmlLang);
}
