import type { AffiliateApplication } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';

export interface ApplicationStatusProps {
  application: AffiliateApplication;
}

const TEXTS = {
  PENDING: { title: 'join_pending_title', body: 'join_pending_body' },
  APPROVED: { title: 'join_approved_title', body: 'join_approved_body' },
  REJECTED: { title: 'join_rejected_title', body: 'join_rejected_body' },
} as const;

/** Where the member's latest application stands; announced when it changes. */
export function ApplicationStatus({ application }: ApplicationStatusProps) {
  const { t } = useTranslation();
  const texts = TEXTS[application.status];
  const date = useDates().dateTime(application.submittedAt);
  return (
    <div className="mq-support-notice" role="status">
      <h3>{t(texts.title)}</h3>
      <p>{t(texts.body, { date })}</p>
    </div>
  );
}
