/** The providers the shell gives the package: support needs none of its own. */
export { renderWithSession as renderWithProviders } from '@marquee/session/testing';
