import { createI18n, getLanguageStore } from '@marquee/i18n';
import { createSessionApiClient, shareSessionAcrossTabs, useSessionStore } from '@marquee/session';
import { BrowserRouter } from 'react-router';
import { brandConfig } from '../brand/brand-config';
import { takeAddressLanguage } from '../language/address-language';
import { mirrorLanguageCookie } from '../system/language-cookie';
import { prefetchFirstScreen } from '../system/prefetch-first-screen';
import { warmDateFormat } from '../system/warm-date-format';
import { createQueryClient } from './create-query-client';
import { Providers } from './providers';
import { AppRoutes } from './router';

const i18n = createI18n({
  defaultLanguage: brandConfig.defaultLanguage,
  supportedLanguages: brandConfig.supportedLanguages,
  // before the router reads the address, so routes never see the parameter
  requestedLanguage: takeAddressLanguage(window.location, window.history),
});
const languageStore = getLanguageStore(i18n);
mirrorLanguageCookie(languageStore);
// The transport reads the token from the session store on every call; an expired session is
// cleared there and reported once to SessionExpiryHandler (toast, login page).
const apiClient = createSessionApiClient({
  baseUrl: brandConfig.apiBaseUrl,
  payloadKey: brandConfig.payloadKey,
  getLanguage: () => languageStore.getState().current,
});
// a tab opened from a signed-in tab of the site (a game, a page) is handed its session
shareSessionAcrossTabs();
const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, apiClient, {
  language: languageStore.getState().current,
  signedIn: Boolean(useSessionStore.getState().token),
  host: window.location.host,
});
warmDateFormat(i18n.language);

/** History-mode routing. */
export function App() {
  return (
    <Providers brand={brandConfig} i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
