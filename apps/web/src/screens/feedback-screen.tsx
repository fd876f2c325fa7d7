import { RequireLogin } from '@marquee/session';
import { FeedbackPage } from '@marquee/support';
import supportStyles from '@marquee/support/styles.css?url';
import { loadStylesheet } from '../chunks/load-stylesheet';

// The support styles come with its screens, not in the first stylesheet.
await loadStylesheet(supportStyles);

/** /feedback: members only (a visitor signs in first, a trial account is warned). */
export function FeedbackScreen() {
  return (
    <RequireLogin>
      <FeedbackPage />
    </RequireLogin>
  );
}
