import { lazyFeature } from '@marquee/i18n';
import { usePlayBreak, useSessionToken } from '@marquee/session';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentAnnouncements } from '../notice/use-current-announcements';
import { popupPending, rememberPopup } from './popup-memory';

// The popup brings the HTML sanitiser along: it loads only when a popup is to show.
const PopupAnnouncementDialog = lazyFeature(() =>
  import('./popup-announcement-dialog').then((module) => ({ default: module.PopupAnnouncementDialog })),
);

/** A visitor's popups are remembered under this in place of a sign-in's token. */
const VISITOR = 'visitor';

/**
 * After sign-in, the brand's popup announcements one after the other, each once per sign-in
 * unless the player hid it for the day; with `forVisitors`, a visitor meets them on home, once
 * per tab. None reaches a member on a time-out or self-exclusion (marketing stops with play), nor
 * shows before that is known.
 */
export function PopupAnnouncementHost({ forVisitors }: { forVisitors: boolean }) {
  const token = useSessionToken();
  const { pathname } = useLocation();
  const { data } = useCurrentAnnouncements();
  const playBreak = usePlayBreak();
  // a closed popup is remembered in storage; this re-reads it to find the next one
  const [, setClosed] = useState(0);
  const holder = token ?? (forVisitors && pathname === '/' ? VISITOR : null);
  if (!holder || !data || !playBreak.known || playBreak.exclusion) return null;
  const next = data.popup.find((notice) => popupPending(notice.id, holder));
  if (!next) return null;
  return (
    <PopupAnnouncementDialog
      key={next.id}
      notice={next}
      onClose={(hideToday) => {
        rememberPopup(next.id, holder, hideToday);
        setClosed((count) => count + 1);
      }}
    />
  );
}
