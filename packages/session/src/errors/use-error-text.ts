import {
  EnvelopeError,
  type ErrorCode,
  type ErrorParams,
  HttpError,
  isApiError,
  isMoneyParam,
  isRegistrationPatternId,
  patternMessageKey,
  SessionExpiredError,
} from '@marquee/api-client';
import { errorTexts, type I18nInstance, loadFeatureTexts, useTextsHeld, useTranslation } from '@marquee/i18n';
import { formatMoney } from '@marquee/ui-kit';
import { useCallback } from 'react';
import { useCurrencySymbol } from '../money/currency';
import { errorCodeKey } from './error-code-keys';

const ERROR_TEXTS = [errorTexts];

/** The translation key for a transport failure, by error kind. */
function errorKey(error: unknown): string {
  if (!isApiError(error)) return 'unknown_error';
  switch (error.kind) {
    case 'network':
      return 'network_error';
    case 'timeout':
      return 'timeout_error';
    case 'session-expired':
      return 'session_expired';
    default:
      return 'unknown_error';
  }
}

/** The platform's own message when it sent one (English for the coded failures). */
function serverMessageOf(error: unknown): string | null {
  if (isApiError(error) && 'serverMessage' in error && typeof error.serverMessage === 'string') {
    return error.serverMessage || null;
  }
  return null;
}

/**
 * The params as the sentence shows them: a sum of money (the platform's major units, "200.00") in
 * the brand's currency and the language's layout, as the forms write money ("₱200.00"); without a
 * currency, or a sum that is not a number, the platform's text stands.
 */
function shownParams(
  code: ErrorCode,
  params: ErrorParams,
  currencySymbol: string | null,
  locale: string,
): ErrorParams {
  if (!currencySymbol) return params;
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const amount = Number(value);
    shown[name] =
      isMoneyParam(code, name) && value !== '' && Number.isFinite(amount)
        ? formatMoney(amount, { currencySymbol, locale })
        : value;
  }
  return shown;
}

/**
 * A coded platform failure in the player's language, or null when the error carries no code. A
 * field failure that names its registration pattern reads as the form's own message for that
 * pattern (reg_pattern_{patternId} with min and max), so the server and the form say the same.
 * The params go in as `replace`, so a param can never act as an i18next option (such as `lng`).
 */
function codedErrorText(i18n: I18nInstance, error: unknown, currencySymbol: string | null): string | null {
  const coded =
    error instanceof HttpError || error instanceof EnvelopeError || error instanceof SessionExpiredError;
  if (!coded || !error.code) return null;
  const { code, params } = error;
  requestErrorTexts(i18n);
  const patternId = Number(params.patternId);
  if (code.startsWith('FIELD_') && isRegistrationPatternId(patternId)) {
    const patternKey = patternMessageKey(patternId);
    return i18n.exists(patternKey)
      ? i18n.t(patternKey, { replace: { min: params.min ?? 0, max: params.max ?? '∞' } })
      : null;
  }
  // a code of a newer platform has no text here yet: its own message says it
  const key = errorCodeKey(code);
  return i18n.exists(key)
    ? i18n.t(key, { replace: shownParams(code, params, currencySymbol, i18n.language) })
    : null;
}

/**
 * Starts fetching the error texts of the shown language the first time a coded failure is shown
 * without them. No page loads them up front (home would download them for nothing): until they
 * arrive the platform's own message stands in, and then every component that showed one renders
 * again (see useErrorText) and says it in the player's language.
 */
function requestErrorTexts(i18n: I18nInstance): void {
  // a no-op once they are held; a failed fetch leaves the platform's message in place; the next failure shown tries again
  loadFeatureTexts(i18n, [errorTexts]).catch(() => undefined);
}

/**
 * What to tell the player about a failed call: a coded failure translated, else the server's
 * message, else a translated text for the kind of failure. Coded failures keep the platform's
 * choices, for instance never saying whether the username or the password was wrong. Sums of
 * money are written with `currencySymbol`, the brand's.
 */
export function errorText(i18n: I18nInstance, error: unknown, currencySymbol: string | null = null): string {
  return codedErrorText(i18n, error, currencySymbol) ?? serverMessageOf(error) ?? i18n.t(errorKey(error));
}

/**
 * errorText once the error texts of the shown language are in: for a message composed once and
 * kept (a toast), which no later render would translate.
 */
export async function loadedErrorText(
  i18n: I18nInstance,
  error: unknown,
  currencySymbol: string | null = null,
): Promise<string> {
  await loadFeatureTexts(i18n, [errorTexts]).catch(() => undefined);
  return errorText(i18n, error, currencySymbol);
}

/**
 * errorText bound to the current language and the brand's currency (CurrencyProvider). The
 * component renders again once the error texts of
 * the shown language arrive, so a platform message shown in their place is translated then. (Texts
 * arriving do not re-render every translated component: that would re-render the whole page for
 * each feature's texts.)
 */
export function useErrorText(): (error: unknown) => string {
  // the text is read when called, in the language of that moment; using the hook re-renders on a change
  const { i18n } = useTranslation();
  const currencySymbol = useCurrencySymbol();
  useTextsHeld(ERROR_TEXTS);
  return useCallback((error: unknown) => errorText(i18n, error, currencySymbol), [i18n, currencySymbol]);
}
