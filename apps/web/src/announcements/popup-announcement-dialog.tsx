import type { Notice } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Dialog } from '@marquee/session';
import { Button, CheckboxField, SafeHtml } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { NoticePromotionLink } from './notice-promotion-link';

interface PopupAnnouncementDialogProps {
  notice: Notice;
  /** `hideToday`: the player asked not to see it again today */
  onClose: (hideToday: boolean) => void;
}

/**
 * A popup announcement: its title and HTML content (through the sanitiser), the link to the
 * promotion it announces, "don't show again today" and a close button. The kit's dialog takes the focus in and gives it back on closing.
 */
export function PopupAnnouncementDialog({ notice, onClose }: PopupAnnouncementDialogProps) {
  const { t } = useTranslation();
  const contentId = useId();
  const [hideToday, setHideToday] = useState(false);
  const close = () => onClose(hideToday);
  return (
    <Dialog
      onClose={close}
      title={notice.title}
      width={520}
      minHeight={0}
      describedBy={contentId}
      footer={
        <div className="app-popup-notice__footer">
          <CheckboxField label={t('popup_hide_today')} checked={hideToday} onChange={setHideToday} />
          <Button onClick={close}>{t('popup_got_it')}</Button>
        </div>
      }
    >
      <SafeHtml id={contentId} html={notice.content} className="app-popup-notice__content" />
      {/* following it closes the popup, remembered as any close is */}
      <NoticePromotionLink promotionId={notice.promotionId} onFollow={close} />
    </Dialog>
  );
}
