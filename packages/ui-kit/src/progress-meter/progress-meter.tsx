import { useId } from 'react';

interface ProgressMeterProps {
  label: string;
  /** the figures as words, read out with the bar and shown beside it */
  valueText: string;
  value: number;
  max: number;
}

/** One figure's way to a target, as a labelled bar and as text. */
export function ProgressMeter({ label, valueText, value, max }: ProgressMeterProps) {
  const labelId = useId();
  return (
    <div className="mq-progress-meter">
      <span id={labelId} className="mq-progress-meter__label">
        {label}
      </span>
      <progress aria-labelledby={labelId} aria-valuetext={valueText} value={Math.min(value, max)} max={max} />
      <span className="mq-progress-meter__value">{valueText}</span>
    </div>
  );
}
