import { lazyFeature } from '@marquee/i18n';
import { usePlayBreak, useSessionToken } from '@marquee/session';
import { useState } from 'react';
import { useCurrentAnnouncements } from '../notice/use-current-announcements';
import { popupPending, rememberPopup } from './popup-memory';

// The popup brings the HTML sanitiser along: it loads only when a popup is to show.
const PopupAnnouncementDialog = lazyFeature(() =>
  import('./popup-announcement-dialog').then((module) => ({ default: module.PopupAnnouncementDialog })),
);

/**
 * After sign-in, the brand's popup announcements one after the other, each once per sign-in
 * unless the player hid it for the day. None reaches a member on a time-out or self-exclusion
 * (marketing stops with play), nor shows before that is known.
 */
export function PopupAnnouncementHost() {
  const token = useSessionToken();
  const { data } = useCurrentAnnouncements();
  const playBreak = usePlayBreak();
  // a closed popup is remembered in storage; this re-reads it to find the next one
  const [, setClosed] = useState(0);
  if (!token || !data || !playBreak.known || playBreak.exclusion) return null;
  const next = data.popup.find((notice) => popupPending(notice.id, token));
  if (!next) return null;
  return (
    <PopupAnnouncementDialog
      key={next.id}
      notice={next}
      onClose={(hideToday) => {
        rememberPopup(next.id, token, hideToday);
        setClosed((count) => count + 1);
      }}
    />
  );
}
