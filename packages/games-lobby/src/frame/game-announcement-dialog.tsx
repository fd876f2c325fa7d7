import type { GameCategory } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, Modal, SafeHtml } from '@marquee/ui-kit';
import { useState } from 'react';
import { useGameAnnouncementsQuery } from '../queries/game-announcements-query';
import { readDismissed, rememberDismissed } from './dismissed-announcements';

export interface GameAnnouncementDialogProps {
  /** the launched game's category: its announcements and those for every game show */
  gameType?: GameCategory;
}

/**
 * On a game's launch, the brand's announcements for it (in the player's language) in a dialog over
 * the game, until the player closes it; closed ones do not show again in this session.
 */
export function GameAnnouncementDialog({ gameType }: GameAnnouncementDialogProps) {
  const { t } = useTranslation();
  const { data } = useGameAnnouncementsQuery(gameType);
  // read once: closing the dialog must not make the next render pick other announcements
  const [dismissed] = useState(readDismissed);
  const [closed, setClosed] = useState(false);
  const unseen = (data ?? []).filter((item) => !dismissed.has(item.id));
  const close = () => {
    rememberDismissed(unseen.map((item) => item.id));
    setClosed(true);
  };
  return (
    <Modal
      open={!closed && unseen.length > 0}
      onClose={close}
      title={t('game_announcement_title')}
      closeLabel={t('close')}
      width={480}
      minHeight={0}
      footer={<Button onClick={close}>{t('game_announcement_dismiss')}</Button>}
    >
      <ul className="mq-game-announcements">
        {unseen.map((item) => (
          <li key={item.id} className="mq-game-announcements__item">
            <h3 className="mq-game-announcements__title">{item.title}</h3>
            <SafeHtml className="mq-game-announcements__content" html={item.content} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
