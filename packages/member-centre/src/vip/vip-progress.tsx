import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';

interface VipProgressProps {
  label: string;
  current: number;
  target: number;
  formatMoney: (minor: number) => string;
}

/** One figure's way to the next level's threshold, as a labelled bar and as text. */
export function VipProgress({ label, current, target, formatMoney }: VipProgressProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const valueText = t('mcvip_progress_value', { current: formatMoney(current), target: formatMoney(target) });
  return (
    <div className="mq-mc-vip__progress">
      <span id={labelId} className="mq-mc-vip__progress-label">
        {label}
      </span>
      <progress
        aria-labelledby={labelId}
        aria-valuetext={valueText}
        value={Math.min(current, target)}
        max={target}
      />
      <span className="mq-mc-vip__progress-value">{valueText}</span>
    </div>
  );
}
