import type { Notice } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { Button, SafeHtml } from '@marquee/ui-kit';
import { useEffect, useRef } from 'react';
import { NoticePromotionLink } from './notice-promotion-link';

export interface AnnouncementDetailProps {
  notice: Notice;
  headingLevel: 2 | 3;
  onBack: () => void;
  /** called as the notice's promotion link is followed (a dialog closes) */
  onLeave?: (() => void) | undefined;
}

export function AnnouncementDetail({ notice, headingLevel, onBack, onLeave }: AnnouncementDetailProps) {
  const { t } = useTranslation();
  const { date } = useDates();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // Moving focus to the title tells screen-reader users the view changed.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <article className="app-announcement">
      <Heading ref={headingRef} tabIndex={-1} className="app-announcement__title">
        {notice.title}
      </Heading>
      <time className="app-announcements__date" dateTime={notice.publishedAt}>
        {date(notice.publishedAt)}
      </time>
      {/* Notice HTML comes from the back office: only the ui-kit sanitiser may render it. */}
      <SafeHtml className="app-announcement__content" html={notice.content} />
      <NoticePromotionLink promotionId={notice.promotionId} onFollow={onLeave} />
      <Button variant="secondary" size="sm" onClick={onBack}>
        {t('back_to_list')}
      </Button>
    </article>
  );
}
