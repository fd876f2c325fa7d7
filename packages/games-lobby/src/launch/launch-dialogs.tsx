import type { Game } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Dialog, useErrorText } from '@marquee/session';
import { Button, Modal } from '@marquee/ui-kit';
import { GameGrid } from '../grid/game-grid';
import { VendorGamesModal } from './vendor-games-modal';

export type LaunchDialog =
  | { kind: 'vendor'; game: Game }
  | { kind: 'maintenance'; game: Game; recommended: Game[] }
  | { kind: 'popup-blocked'; game: Game; url: string }
  | { kind: 'error'; error?: unknown; messageKey?: string };

export interface LaunchDialogsProps {
  dialog: LaunchDialog | null;
  onClose: () => void;
  onLaunch: (game: Game) => void;
}

export function LaunchDialogs({ dialog, onClose, onLaunch }: LaunchDialogsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      {dialog?.kind === 'vendor' && (
        <VendorGamesModal game={dialog.game} onClose={onClose} onLaunch={onLaunch} />
      )}
      <Dialog
        open={dialog?.kind === 'maintenance'}
        onClose={onClose}
        title={t('game_under_maintenance')}
        width={720}
      >
        {dialog?.kind === 'maintenance' && (
          <>
            <p>{t('maintenance_alternatives', { name: dialog.game.gameName })}</p>
            {dialog.recommended.length > 0 && (
              <GameGrid
                games={dialog.recommended}
                onLaunch={onLaunch}
                label={t('recommended_games')}
                virtualized={false}
                showFavourite={false}
              />
            )}
          </>
        )}
      </Dialog>
      <Dialog
        open={dialog?.kind === 'popup-blocked'}
        onClose={onClose}
        title={t('popup_blocked')}
        minHeight={0}
      >
        {dialog?.kind === 'popup-blocked' && (
          <a
            className="mq-button mq-button--primary mq-button--md"
            href={dialog.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
          >
            {t('open_game', { name: dialog.game.gameName })}
          </a>
        )}
      </Dialog>
      <Modal
        open={dialog?.kind === 'error'}
        onClose={onClose}
        title={t('launch_failed')}
        closeLabel={null}
        minHeight={0}
        footer={<Button onClick={onClose}>{t('ok')}</Button>}
      >
        {dialog?.kind === 'error' && (
          <p role="alert">{dialog.messageKey ? t(dialog.messageKey) : errorText(dialog.error)}</p>
        )}
      </Modal>
    </>
  );
}
