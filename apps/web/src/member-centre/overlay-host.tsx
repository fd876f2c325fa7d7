import { RequireLogin } from '@marquee/session';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { AppPath } from '../app/paths';
import { useBrowserAddress } from './member-centre-location';

/**
 * Shows an overlay of pages (the member or the agent centre) when the address is one of its own,
 * through the login guard: a visitor goes to log in, a trial account is warned.
 */
export function OverlayHost({
  paths,
  screen: Screen,
  refusesTrial = false,
}: {
  /** the overlay's addresses; `:page` names the page */
  paths: readonly AppPath[];
  screen: ComponentType<{ page: string | undefined }>;
  /** a trial account sees the overlay's own refusal under the warning, not an empty page */
  refusesTrial?: boolean;
}) {
  const address = useBrowserAddress();
  const match = paths.map((path) => matchPath(path, address.pathname)).find(Boolean);
  if (!match) return null;
  return (
    <RequireLogin trialFallback={refusesTrial ? <Screen page={match.params.page} /> : null}>
      <Screen page={match.params.page} />
    </RequireLogin>
  );
}
