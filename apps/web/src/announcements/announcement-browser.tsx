import type { Notice } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { usePageLabels } from '@marquee/session';
import { EmptyState, Pagination } from '@marquee/ui-kit';
import { useState } from 'react';
import { AnnouncementDetail } from './announcement-detail';
import { AnnouncementList } from './announcement-list';
import { ANNOUNCEMENTS_PER_PAGE, pageCountOf, pageOfIndex } from './announcement-pages';

export interface AnnouncementBrowserProps {
  notices: readonly Notice[];
  /** Opens straight on this notice's detail (e.g. from the header marquee); null starts on the list. */
  initialIndex?: number | null;
  /** Level of each notice title: 3 inside a dialog (whose title is an h2), 2 on a page. */
  headingLevel?: 2 | 3;
  /** called as a notice's promotion link is followed (the dialog closes) */
  onLeave?: () => void;
}

/** The list (7 per page) and detail of the player notices, shared by the dialog and /noticePage. */
export function AnnouncementBrowser({
  notices,
  initialIndex = null,
  headingLevel = 3,
  onLeave,
}: AnnouncementBrowserProps) {
  const { t } = useTranslation();
  const pageLabels = usePageLabels();
  const validInitial = initialIndex !== null && notices[initialIndex] ? initialIndex : null;
  const [selected, setSelected] = useState<number | null>(validInitial);
  const [page, setPage] = useState(validInitial === null ? 1 : pageOfIndex(validInitial));
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);

  if (notices.length === 0) {
    return <EmptyState title={t('no_announcements')} headingLevel={headingLevel === 2 ? 'h2' : 'h3'} />;
  }

  const selectedNotice = selected === null ? undefined : notices[selected];
  if (selected !== null && selectedNotice) {
    return (
      <AnnouncementDetail
        notice={selectedNotice}
        headingLevel={headingLevel}
        onLeave={onLeave}
        onBack={() => {
          setPage(pageOfIndex(selected));
          setReturnFocusTo(selected);
          setSelected(null);
        }}
      />
    );
  }

  const start = (page - 1) * ANNOUNCEMENTS_PER_PAGE;
  return (
    <div className="app-announcements">
      <AnnouncementList
        notices={notices.slice(start, start + ANNOUNCEMENTS_PER_PAGE)}
        firstIndex={start}
        focusIndex={returnFocusTo}
        onSelect={setSelected}
      />
      <Pagination
        page={page}
        pageCount={pageCountOf(notices.length)}
        onPageChange={(next) => {
          setReturnFocusTo(null);
          setPage(next);
        }}
        {...pageLabels}
      />
    </div>
  );
}
