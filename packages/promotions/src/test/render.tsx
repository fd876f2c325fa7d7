/** The providers the shell gives the package: promotions needs none of its own. */
export { renderWithSession as renderWithProviders } from '@marquee/session/testing';
