import { errorTexts, lazyFeature, sharedTexts } from '@marquee/i18n';
import { memberCentreTexts } from '@marquee/member-centre';
import { memberCentrePaths } from '../app/paths';
import { OverlayHost } from './overlay-host';

// The overlay and its pages are a chunk of their own, fetched when it first opens.
const MemberCentreScreen = lazyFeature(
  () => import('./member-centre-screen').then((m) => ({ default: m.MemberCentreScreen })),
  null,
  [memberCentreTexts, sharedTexts, errorTexts],
);

/** Shows the member centre when the address is one of its pages: visitors to login, trial warned. */
export function MemberCentreHost() {
  return <OverlayHost paths={memberCentrePaths} screen={MemberCentreScreen} />;
}
