import type { Notice } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { useEffect, useRef } from 'react';

export interface AnnouncementListProps {
  /** the notices of the current page */
  notices: readonly Notice[];
  /** index of the first of them in the full list */
  firstIndex: number;
  /** full-list index of the entry to focus, after coming back from its detail */
  focusIndex: number | null;
  onSelect: (index: number) => void;
}

export function AnnouncementList({ notices, firstIndex, focusIndex, onSelect }: AnnouncementListProps) {
  const { t } = useTranslation();
  const { date } = useDates();
  const focusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusIndex !== null) focusRef.current?.focus();
  }, [focusIndex]);

  return (
    <ul className="app-announcements__list" aria-label={t('announcement_list')}>
      {notices.map((notice, offset) => {
        const index = firstIndex + offset;
        return (
          <li key={notice.id} className="app-announcements__item">
            <button
              ref={index === focusIndex ? focusRef : undefined}
              type="button"
              className="app-announcements__open"
              onClick={() => onSelect(index)}
            >
              <span className="app-announcements__title">{notice.title}</span>
              <time className="app-announcements__date" dateTime={notice.publishedAt}>
                {date(notice.publishedAt)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
