import type { AffiliateApplication } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';

export interface ApplicationStatusProps {
  application: AffiliateApplication;
  locale?: string | undefined;
}

const TEXTS = {
  PENDING: { title: 'join_pending_title', body: 'join_pending_body' },
  APPROVED: { title: 'join_approved_title', body: 'join_approved_body' },
  REJECTED: { title: 'join_rejected_title', body: 'join_rejected_body' },
} as const;

/** Where the member's latest application stands; announced when it changes. */
export function ApplicationStatus({ application, locale }: ApplicationStatusProps) {
  const { t } = useTranslation();
  const texts = TEXTS[application.status];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(application.submittedAt),
  );
  return (
    <div className="mq-support-notice" role="status">
      <h3>{t(texts.title)}</h3>
      <p>{t(texts.body, { date })}</p>
    </div>
  );
}
