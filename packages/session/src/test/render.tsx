// the shell's providers, toasts included, are the ones every feature's tests render in
export { renderWithSession as renderWithProviders } from '../testing/render-with-session';
export { testApiClient as testClient } from '../testing/test-client';
