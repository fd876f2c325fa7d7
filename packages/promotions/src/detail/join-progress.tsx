import type { PromotionProgress } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';

interface JoinProgressProps {
  progress: PromotionProgress;
  money: (minor: number) => string;
}

/** A JOIN promotion's way to its target: the valid bets of the period so far, as a bar and figures. */
export function JoinProgress({ progress, money }: JoinProgressProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="mq-promo-progress">
      <p id={labelId} className="mq-promo-progress__label">
        {t(progress.period === 'DAILY' ? 'promo_progress_daily' : 'promo_progress_weekly')}
      </p>
      <progress
        className="mq-promo-progress__bar"
        value={progress.progress}
        max={progress.target}
        aria-labelledby={labelId}
      />
      <p className="mq-promo-progress__figures">
        {t('promo_progress_figures', { done: money(progress.progress), target: money(progress.target) })}
      </p>
    </div>
  );
}
