import { useTranslation } from '@marquee/i18n';
import { cx, VisuallyHidden } from '@marquee/ui-kit';
import { memo } from 'react';

interface NumberCellProps {
  number: string;
  selected: boolean;
  count: number | undefined;
  heat: 'hot' | 'cold' | null;
  disabled: boolean;
  onToggle: (number: string) => void;
}

/** One number of the board; memoised so picking one number repaints one cell, not a hundred. */
export const NumberCell = memo(function NumberCell({
  number,
  selected,
  count,
  heat,
  disabled,
  onToggle,
}: NumberCellProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={cx('mq-lottery-cell', heat && `mq-lottery-cell--${heat}`)}
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => onToggle(number)}
    >
      <span className="mq-lottery-cell__number">{number}</span>
      {count !== undefined ? (
        <span className="mq-lottery-cell__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
      {heat ? <VisuallyHidden>{t(`lottery_${heat}`)}</VisuallyHidden> : null}
    </button>
  );
});
