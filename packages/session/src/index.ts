export { ApiClientProvider, type ApiClientProviderProps, useApiClient } from './api/api-client-context';
export { createSessionApiClient, type SessionApiClientOptions } from './api/create-session-api-client';
export { errorText, useErrorText } from './errors/use-error-text';
export { SessionExpiryHandler } from './expiry/session-expiry-handler';
export { RequireLogin, type RequireLoginProps } from './guard/require-login';
export { TrialWarningHost } from './guard/trial-warning-host';
export { useTrialWarningStore } from './guard/trial-warning-store';
export { useRequireLogin } from './guard/use-require-login';
export { LoginPathProvider, type LoginPathProviderProps, useLoginPath } from './paths/login-path';
export {
  type SessionContext,
  type SessionState,
  useSessionStore,
  useSessionToken,
} from './store/session-store';
