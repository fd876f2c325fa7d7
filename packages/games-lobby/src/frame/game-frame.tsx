import { GAME_BALANCE_MESSAGE_TYPE, type GameBalanceMessage } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, EmptyState } from '@marquee/ui-kit';
import { useEffect, useRef } from 'react';
import { isSafeGameUrl } from '../launch/game-url';

/** What a game page posts to its parent when the player's balance changed inside the game. */
type BalanceMessage = GameBalanceMessage;

const BALANCE_MESSAGE_TYPE = GAME_BALANCE_MESSAGE_TYPE;

export interface GameFrameProps {
  url: string;
  /** the game's name: the iframe's title */
  title: string;
  /** the back/close button */
  onClose: () => void;
  /** called when the frame goes away, so the shell can refresh the header balance */
  onLeave?: () => void;
  /** a `marquee:balance` message arrived from the game */
  onBalanceChange?: (sumBalance: number | undefined) => void;
}

/** The /game screen body: the launched game in a sandboxed iframe, back and full-screen controls. */
export function GameFrame({ url, title, onClose, onLeave, onBalanceChange }: GameFrameProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const leave = useRef(onLeave);
  const balance = useRef(onBalanceChange);
  leave.current = onLeave;
  balance.current = onBalanceChange;
  const safe = isSafeGameUrl(url);

  useEffect(() => () => leave.current?.(), []);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const data = event.data as Partial<BalanceMessage> | null;
      if (!data || typeof data !== 'object' || data.type !== BALANCE_MESSAGE_TYPE) return;
      balance.current?.(typeof data.sumBalance === 'number' ? data.sumBalance : undefined);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <section className="mq-game-frame" aria-label={title}>
      <div className="mq-game-frame__bar">
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('back')}
        </Button>
        <span className="mq-game-frame__title">{title}</span>
        {safe && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void frameRef.current?.requestFullscreen?.().catch(() => undefined)}
          >
            {t('fullscreen')}
          </Button>
        )}
      </div>
      {safe ? (
        <iframe
          ref={frameRef}
          className="mq-game-frame__iframe"
          src={url}
          title={title}
          sandbox="allow-scripts allow-forms"
          allow="fullscreen; autoplay"
          allowFullScreen
        />
      ) : (
        <div role="alert">
          <EmptyState title={t('invalid_url')} headingLevel="h2" />
        </div>
      )}
    </section>
  );
}
