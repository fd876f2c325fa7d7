import { authTexts } from '@marquee/auth';
import { errorTexts, hasFeatureTexts, sharedTexts } from '@marquee/i18n';
import { findDuplicateKeys } from '@marquee/i18n/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { EVERY_PACKAGE_TEXTS } from '../test/every-package-texts';
import { findFooter, preloadFooter } from '../test/find-footer';
import { renderApp } from '../test/render-app';
import { installTestObserver } from '../test/test-observer';

installTestObserver();
preloadFooter();

// The app starts with the core texts alone; a missing key throws in these tests, so any text of
// the home page's first screen left out of the core files fails here.
describe('texts at startup', () => {
  it('home shows its header, banner and main with the core texts alone, and the footer with the shared ones', async () => {
    const { i18n, queryClient } = renderApp({ featureTexts: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(hasFeatureTexts(i18n, 'EN')).toBe(false);
    expect(await findFooter()).toBeInTheDocument();
    expect(hasFeatureTexts(i18n, 'EN', [sharedTexts])).toBe(true);
    expect(hasFeatureTexts(i18n, 'EN', [errorTexts])).toBe(false);
  });

  it("a screen loaded later brings its package's texts and the shared ones along before it shows", async () => {
    const { i18n } = renderApp({ path: '/login', featureTexts: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(hasFeatureTexts(i18n, 'EN', [authTexts, sharedTexts, errorTexts])).toBe(true);
  });

  it('each key is defined by one package only, and by none that i18n defines', () => {
    expect(findDuplicateKeys(EVERY_PACKAGE_TEXTS)).toEqual([]);
  });
});
