import type { PlaySession } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, Modal, Money, minorToMajor } from '@marquee/ui-kit';
import { useId } from 'react';
import { useLobbyConfig } from '../config/lobby-config';
import { playDuration } from './play-duration';

export interface RealityCheckDialogProps {
  figures: PlaySession;
  /** an answer is being saved */
  busy: boolean;
  onContinue: () => void;
  /** "see my history"; no button without it */
  onHistory?: () => void;
  onStop: () => void;
}

/**
 * The reminder every chosen interval of play: this session's time, stakes, wins and net. It
 * waits for an answer (no ×, Escape continues as the button does) while the game stays paused.
 */
export function RealityCheckDialog({
  figures,
  busy,
  onContinue,
  onHistory,
  onStop,
}: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useLobbyConfig();
  const introId = useId();
  const money = (minor: number) => (
    <Money amount={minorToMajor(minor)} currencySymbol={currencySymbol} {...(locale ? { locale } : {})} />
  );
  return (
    <Modal
      open
      onClose={onContinue}
      title={t('reality_check')}
      closeLabel={null}
      closeOnBackdrop={false}
      describedBy={introId}
      width={420}
      minHeight={0}
      className="mq-reality-check"
      footer={
        <div className="mq-reality-check__actions">
          <Button variant="primary" onClick={onContinue} disabled={busy}>
            {t('reality_check_continue')}
          </Button>
          {onHistory && (
            <Button variant="secondary" onClick={onHistory} disabled={busy}>
              {t('reality_check_history')}
            </Button>
          )}
          <Button variant="secondary" onClick={onStop} disabled={busy}>
            {t('reality_check_stop')}
          </Button>
        </div>
      }
    >
      <p id={introId}>{t('reality_check_intro', { time: playDuration(t, figures.elapsedSeconds) })}</p>
      <dl className="mq-reality-check__figures">
        <dt>{t('reality_check_time')}</dt>
        <dd>{playDuration(t, figures.elapsedSeconds)}</dd>
        <dt>{t('reality_check_stakes')}</dt>
        <dd>{money(figures.stakes)}</dd>
        <dt>{t('reality_check_wins')}</dt>
        <dd>{money(figures.wins)}</dd>
        <dt>{t('reality_check_net')}</dt>
        <dd>{money(figures.net)}</dd>
      </dl>
    </Modal>
  );
}
