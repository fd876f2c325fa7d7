import { isApiError } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useCallback } from 'react';

/** The translation key for a transport failure, by error kind. */
export function errorKey(error: unknown): string {
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

/** The platform's own (already localised) message, when it sent one. */
export function serverMessageOf(error: unknown): string | null {
  if (isApiError(error) && 'serverMessage' in error && typeof error.serverMessage === 'string') {
    return error.serverMessage || null;
  }
  return null;
}

/**
 * What to tell the player about a failed call: the server's message when there is one (it decides,
 * for instance, never to say whether the username or the password was wrong), else a translated
 * text for the kind of failure.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => serverMessageOf(error) ?? t(errorKey(error)), [t]);
}
