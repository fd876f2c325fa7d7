import { errorTexts, sharedTexts } from '@marquee/i18n';
import { memberCentreTexts } from '@marquee/member-centre';
import { memberCentrePaths } from '../app/paths';
import { lazyChunk } from '../chunks/lazy-chunk';
import { OverlayHost } from './overlay-host';

// The overlay and its pages are a chunk of their own, fetched with their texts and styles when it
// first opens.
const MemberCentreScreen = lazyChunk(
  () => import('./member-centre-screen').then((m) => ({ default: m.MemberCentreScreen })),
  null,
  [memberCentreTexts, sharedTexts, errorTexts],
  { styles: ['member-centre'] },
);

/** Shows the member centre when the address is one of its pages: visitors to login, trial warned. */
export function MemberCentreHost() {
  return <OverlayHost paths={memberCentrePaths} screen={MemberCentreScreen} />;
}
