import type { GameCategory } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, SafeHtml } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { useGameAnnouncementsQuery } from '../queries/game-announcements-query';
import { readDismissed, rememberDismissed } from './dismissed-announcements';

export interface GameAnnouncementsProps {
  /** the launched game's category: its announcements and those for every game show */
  gameType?: GameCategory;
  /** the player closed them: the frame hands focus to the game */
  onDismiss?: () => void;
}

/**
 * On a game's launch, the brand's announcements for it (in the player's language) in a strip under
 * the game until the player closes it; closed ones do not show again in this session. A polite live
 * region rather than a dialog: the game stays playable and in view on a phone, and a screen reader
 * reads the news without losing its place.
 */
export function GameAnnouncements({ gameType, onDismiss }: GameAnnouncementsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useGameAnnouncementsQuery(gameType);
  // read once: closing must not make the next render pick other announcements
  const [dismissed] = useState(readDismissed);
  const [closed, setClosed] = useState(false);
  const unseen = closed ? [] : (data ?? []).filter((item) => !dismissed.has(item.id));
  const close = () => {
    rememberDismissed(unseen.map((item) => item.id));
    setClosed(true);
    onDismiss?.();
  };
  // the live region is there from the start, so what arrives in it is announced
  return (
    <div className="mq-game-announcements" aria-live="polite">
      {unseen.length > 0 && (
        <section className="mq-game-announcements__panel" aria-labelledby={headingId}>
          <h2 id={headingId} className="mq-game-announcements__heading">
            {t('game_announcement_title')}
          </h2>
          <ul className="mq-game-announcements__list">
            {unseen.map((item) => (
              <li key={item.id}>
                <h3 className="mq-game-announcements__title">{item.title}</h3>
                <SafeHtml className="mq-game-announcements__content" html={item.content} />
              </li>
            ))}
          </ul>
          <Button size="sm" onClick={close}>
            {t('game_announcement_dismiss')}
          </Button>
        </section>
      )}
    </div>
  );
}
