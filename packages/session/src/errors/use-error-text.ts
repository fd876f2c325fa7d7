import {
  EnvelopeError,
  HttpError,
  isApiError,
  isRegistrationPatternId,
  patternMessageKey,
} from '@marquee/api-client';
import { type I18nInstance, useTranslation } from '@marquee/i18n';
import { useCallback } from 'react';
import { errorCodeKey } from './error-code-keys';

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
 * A coded platform failure in the player's language, or null when the error carries no code. A
 * field failure that names its registration pattern reads as the form's own message for that
 * pattern (reg_pattern_{patternId} with min and max), so the server and the form say the same.
 * The params go in as `replace`, so a param can never act as an i18next option (such as `lng`).
 */
function codedErrorText(i18n: I18nInstance, error: unknown): string | null {
  if (!(error instanceof HttpError || error instanceof EnvelopeError) || !error.code) return null;
  const { code, params } = error;
  const patternId = Number(params.patternId);
  if (code.startsWith('FIELD_') && isRegistrationPatternId(patternId)) {
    return i18n.t(patternMessageKey(patternId), {
      replace: { min: params.min ?? 0, max: params.max ?? '∞' },
    });
  }
  // a code of a newer platform has no text here yet: its own message says it
  const key = errorCodeKey(code);
  return i18n.exists(key) ? i18n.t(key, { replace: params }) : null;
}

/**
 * What to tell the player about a failed call: a coded failure translated, else the server's
 * message, else a translated text for the kind of failure. Coded failures keep the platform's
 * choices, for instance never saying whether the username or the password was wrong.
 */
export function errorText(i18n: I18nInstance, error: unknown): string {
  return codedErrorText(i18n, error) ?? serverMessageOf(error) ?? i18n.t(errorKey(error));
}

/** errorText bound to the current language. */
export function useErrorText(): (error: unknown) => string {
  // the text is read when called, in the language of that moment; using the hook re-renders on a change
  const { i18n } = useTranslation();
  return useCallback((error: unknown) => errorText(i18n, error), [i18n]);
}
