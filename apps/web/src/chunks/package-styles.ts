import agentCentreStyles from '@marquee/agent-centre/styles.css?url';
import authStyles from '@marquee/auth/styles.css?url';
import lotteryStyles from '@marquee/lottery/styles.css?url';
import memberCentreStyles from '@marquee/member-centre/styles.css?url';
import promotionsStyles from '@marquee/promotions/styles.css?url';
import supportStyles from '@marquee/support/styles.css?url';
import { loadStylesheet } from './load-stylesheet';

/**
 * The feature packages whose styles are not in the first stylesheet (no screen of a visitor's
 * first visit shows them), with the address of each one's stylesheet. The addresses and the
 * loader are a chunk of their own, which lazyChunk fetches beside the first chunk that needs one:
 * home's first visit carries neither.
 */
const packageStyles = {
  'agent-centre': agentCentreStyles,
  auth: authStyles,
  lottery: lotteryStyles,
  'member-centre': memberCentreStyles,
  promotions: promotionsStyles,
  support: supportStyles,
};

export type PackageStyles = keyof typeof packageStyles;

/** Adds the packages' stylesheets to the page once each; resolves when all apply (see loadStylesheet). */
export function loadPackageStyles(packages: readonly PackageStyles[]): Promise<unknown> {
  return Promise.all(packages.map((name) => loadStylesheet(packageStyles[name])));
}
