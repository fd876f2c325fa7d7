import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { formatMoney } from './format-money';

interface MoneyBaseProps {
  /** Major units, e.g. 1234.5; convert server values with minorToMajor. */
  amount: number;
  currencySymbol: string;
  locale?: string;
  className?: string;
}

export type MoneyProps = MoneyBaseProps &
  (
    | { masked?: false; maskedLabel?: string }
    /** Hides the amount (balance privacy toggle); `maskedLabel` is read instead, e.g. "Balance hidden". */
    | { masked: true; maskedLabel: string }
  );

const MASK = '****';

export function Money({ amount, currencySymbol, locale, masked, maskedLabel, className }: MoneyProps) {
  if (masked) {
    return (
      <span className={cx('mq-money', 'mq-money--masked', className)}>
        <span aria-hidden="true">{MASK}</span>
        <VisuallyHidden>{maskedLabel}</VisuallyHidden>
      </span>
    );
  }
  return (
    <span className={cx('mq-money', amount < 0 && 'mq-money--negative', className)}>
      {formatMoney(amount, { currencySymbol, locale })}
    </span>
  );
}
