import { isRealityCheckMinutes, type PlaySession, REALITY_CHECK_MINUTES } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Money, minorToMajor, VisuallyHidden } from '@marquee/ui-kit';
import { useId } from 'react';
import { useLobbyConfig } from '../config/lobby-config';
import { useSaveRealityCheckMutation } from '../mutations/reality-check-mutations';
import { playDuration } from './play-duration';

export interface PlayBarProps {
  figures: PlaySession;
}

/**
 * Under the game's bar: how long this session has lasted and the net position (wins minus
 * stakes) since the game opened, from the ledger, and the reality check's interval. Only the net
 * is announced, once per change (a round), never the ticking time.
 */
export function PlayBar({ figures }: PlayBarProps) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useLobbyConfig();
  const save = useSaveRealityCheckMutation();
  const selectId = useId();
  return (
    <section className="mq-play-bar" aria-label={t('play_bar_label')}>
      <p className="mq-play-bar__figure">
        <span aria-hidden="true">⏱</span>
        <VisuallyHidden>{t('play_bar_elapsed')} </VisuallyHidden>
        <span className="mq-play-bar__value">{playDuration(t, figures.elapsedSeconds)}</span>
      </p>
      {/* a short word on screen where a phone has little room; the whole sentence for a screen reader */}
      <p className="mq-play-bar__figure" aria-live="polite" aria-atomic="true">
        <span className="mq-play-bar__label" aria-hidden="true">
          {t('play_bar_net_short')}
        </span>
        <VisuallyHidden>{t('play_bar_net')} </VisuallyHidden>
        <Money
          className="mq-play-bar__value"
          amount={minorToMajor(figures.netSince)}
          currencySymbol={currencySymbol}
          {...(locale ? { locale } : {})}
        />
      </p>
      <p className="mq-play-bar__setting">
        <label htmlFor={selectId} className="mq-play-bar__label">
          {t('reality_check')}
        </label>
        <select
          id={selectId}
          className="mq-play-bar__select"
          value={figures.realityCheckMinutes}
          disabled={save.isPending}
          onChange={(event) => {
            const minutes = Number(event.target.value);
            if (isRealityCheckMinutes(minutes)) save.mutate(minutes);
          }}
        >
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t('reality_check_off') : t('reality_check_every', { minutes })}
            </option>
          ))}
        </select>
        {save.isError && <VisuallyHidden role="alert">{t('reality_check_not_saved')}</VisuallyHidden>}
      </p>
    </section>
  );
}
