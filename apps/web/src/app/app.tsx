import { createI18n, getLanguageStore, type I18nInstance } from '@marquee/i18n';
import { createSessionApiClient, useSessionStore } from '@marquee/session';
import { BrowserRouter } from 'react-router';
import { brandConfig } from '../brand/brand-config';
import { takeAddressLanguage } from '../language/address-language';
import { mirrorLanguageCookie } from '../system/language-cookie';
import { prefetchFirstScreen } from '../system/prefetch-first-screen';
import { warmDateFormat } from '../system/warm-date-format';
import { createQueryClient } from './create-query-client';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** What the app starts with: made once, before its first render. */
export interface AppStart {
  i18n: I18nInstance;
  queryClient: ReturnType<typeof createQueryClient>;
  apiClient: ReturnType<typeof createSessionApiClient>;
}

/** The page's language: made in a task of its own before the rest of `startApp` (main.tsx). */
export function startLanguage(): I18nInstance {
  return createI18n({
    defaultLanguage: brandConfig.defaultLanguage,
    supportedLanguages: brandConfig.supportedLanguages,
    // before the router reads the address, so routes never see the parameter
    requestedLanguage: takeAddressLanguage(window.location, window.history),
  });
}

/**
 * Starts the app's services in the page's language (`startLanguage`): session transport, query
 * cache and the first screen's requests (the session's sharing among tabs starts in a task of its
 * own, before the first render). Functions, not the module's top level, so the page runs them in
 * tasks of their own after the scripts' evaluation (main.tsx): together they were one task of over
 * 100 ms on a slow phone.
 */
export function startApp(i18n: I18nInstance): AppStart {
  const languageStore = getLanguageStore(i18n);
  mirrorLanguageCookie(languageStore);
  // The transport reads the token from the session store on every call; an expired session is
  // cleared there and reported once to SessionExpiryHandler (toast, login page).
  const apiClient = createSessionApiClient({
    baseUrl: brandConfig.apiBaseUrl,
    payloadKey: brandConfig.payloadKey,
    getLanguage: () => languageStore.getState().current,
  });
  const queryClient = createQueryClient();
  prefetchFirstScreen(queryClient, apiClient, {
    language: languageStore.getState().current,
    signedIn: Boolean(useSessionStore.getState().token),
    host: window.location.host,
  });
  warmDateFormat(i18n.language);
  return { i18n, queryClient, apiClient };
}

/** History-mode routing. */
export function App({ start: { i18n, queryClient, apiClient } }: { start: AppStart }) {
  return (
    <Providers brand={brandConfig} i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
