import { useTranslation } from '@marquee/i18n';
import { RequireLogin } from '@marquee/session';
import { FeedbackPage } from '@marquee/support';

/** /feedback: members only (a visitor signs in first, a trial account is warned). */
export function FeedbackScreen() {
  const { i18n } = useTranslation();
  return (
    <RequireLogin>
      <FeedbackPage locale={i18n.language} />
    </RequireLogin>
  );
}
