import { errorTexts, lazyFeature, sharedTexts } from '@marquee/i18n';
import { memberCentreTexts } from '@marquee/member-centre';
import { RequireLogin } from '@marquee/session';
import { matchPath } from 'react-router';
import { memberCentrePaths } from '../app/paths';
import { useBrowserAddress } from './member-centre-location';

// The overlay and its pages are a chunk of their own, fetched when it first opens.
const MemberCentreScreen = lazyFeature(
  () => import('./member-centre-screen').then((m) => ({ default: m.MemberCentreScreen })),
  null,
  [memberCentreTexts, sharedTexts, errorTexts],
);

/** Shows the member centre when the address is one of its pages: visitors to login, trial warned. */
export function MemberCentreHost() {
  const address = useBrowserAddress();
  const match = memberCentrePaths.map((path) => matchPath(path, address.pathname)).find(Boolean);
  if (!match) return null;
  return (
    <RequireLogin>
      <MemberCentreScreen page={match.params.page} />
    </RequireLogin>
  );
}
