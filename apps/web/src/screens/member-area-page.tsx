import { RequireLogin } from '@marquee/session';
import { NotFoundPage } from './not-found-page';

/**
 * The member centre, agent centre, records, deposit and withdraw until their releases: the login
 * guard first (a visitor goes to /login, a trial account gets the "register an account first"
 * warning), then the honest "not available yet" page.
 */
export function MemberAreaPage() {
  return (
    <RequireLogin trialFallback={<NotFoundPage />}>
      <NotFoundPage />
    </RequireLogin>
  );
}
