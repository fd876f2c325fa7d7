import { RequireLogin } from '@marquee/session';
import { FeedbackPage } from '@marquee/support';

/** /feedback: members only (a visitor signs in first, a trial account is warned). */
export function FeedbackScreen() {
  return (
    <RequireLogin>
      <FeedbackPage />
    </RequireLogin>
  );
}
