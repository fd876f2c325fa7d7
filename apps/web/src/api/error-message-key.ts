import { isApiError } from '@marquee/api-client';

export type ErrorMessageKey = 'network_error' | 'timeout_error' | 'session_expired' | 'unknown_error';

/** The translation key that tells the player what went wrong, by transport error kind. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
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

/** The platform's own (already localised) message when it sent one, else null. */
export function serverMessageOf(error: unknown): string | null {
  if (isApiError(error) && 'serverMessage' in error && typeof error.serverMessage === 'string') {
    return error.serverMessage || null;
  }
  return null;
}
