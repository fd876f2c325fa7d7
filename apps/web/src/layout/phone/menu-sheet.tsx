import { LogoutButton } from '@marquee/auth';
import { useTranslation } from '@marquee/i18n';
import { Dialog, useSessionToken, useTrialWarningStore } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { type TouchEvent, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAnnouncementDialogStore } from '../../announcements/announcement-dialog-store';
import { usePlayerNotices } from '../../notice/use-player-notices';
import { ThemeSwitch } from '../../theme/theme-switch';
import { HeaderLanguageMenu } from '../header/header-language-menu';
import { TopMenu } from '../header/top-menu';

/** How far a finger must travel towards the sheet's edge, mostly sideways, to close it. */
const SWIPE_DISTANCE = 60;

function useSwipeToClose(onClose: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (dx > SWIPE_DISTANCE && dx > 2 * Math.abs(dy)) onClose();
    },
  };
}

export interface MenuSheetProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The phone's menu: a dialog sliding in from the side with what the desktop header shows beside
 * the logo (language, theme, customer service, the apps, TOP 20, announcements, sign-out). The
 * dialog keeps focus inside and gives it back to the menu button; Escape, the close button, the
 * backdrop and a swipe towards the edge close it, and so does following one of its links.
 */
export function MenuSheet({ open, onClose }: MenuSheetProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const notices = usePlayerNotices();
  const openAnnouncements = useAnnouncementDialogStore((state) => state.openList);
  const swipe = useSwipeToClose(onClose);
  const { pathname, hash } = useLocation();
  const shownAt = useRef(`${pathname}${hash}`);

  useEffect(() => {
    const address = `${pathname}${hash}`;
    if (address === shownAt.current) return;
    shownAt.current = address;
    if (open) onClose();
  }, [pathname, hash, open, onClose]);

  return (
    <Dialog open={open} onClose={onClose} title={t('main_menu')} className="app-menu-sheet" minHeight={0}>
      {/* A swipe is a touch shortcut; keyboard users close with Escape or the close button. */}
      <div className="app-menu-sheet__content" {...swipe}>
        <div className="app-menu-sheet__row">
          <span>{t('language')}</span>
          <HeaderLanguageMenu />
        </div>
        <div className="app-menu-sheet__row">
          <span>{t('theme_dark')}</span>
          <ThemeSwitch className="app-icon-button" />
        </div>
        <TopMenu id="app-menu-sheet-links" className="app-menu-sheet__links" />
        {notices.length > 0 && (
          <Button
            variant="ghost"
            fullWidth
            className="app-menu-sheet__entry"
            onClick={() => {
              onClose();
              openAnnouncements();
            }}
          >
            {t('notices')}
          </Button>
        )}
        {token && (
          <LogoutButton
            variant="secondary"
            size="md"
            fullWidth
            className="app-menu-sheet__entry"
            onLoggedOut={() => {
              useTrialWarningStore.getState().hide();
              onClose();
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
