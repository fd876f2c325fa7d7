import { useTranslation } from '@marquee/i18n';
import { boardNumbers } from './numbers';

const DIGITS = boardNumbers(1);

/** One row of digits per position (3, 4 or 6 positions): the numbers are every combination. */
export function DigitPickers({
  positions,
  onChange,
  disabled,
}: {
  positions: readonly (readonly string[])[];
  onChange: (index: number, digits: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mq-lottery-pickers">
      {positions.map((chosen, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the positions never move; the index is what they are
        <fieldset key={index} className="mq-lottery-picker" disabled={disabled}>
          <legend>{t('lottery_position', { position: index + 1 })}</legend>
          {DIGITS.map((digit) => {
            const on = chosen.includes(digit);
            return (
              <button
                key={digit}
                type="button"
                className="mq-lottery-cell mq-lottery-cell--digit"
                aria-pressed={on}
                aria-label={t('lottery_position_digit', { position: index + 1, digit })}
                onClick={() =>
                  onChange(index, on ? chosen.filter((item) => item !== digit) : [...chosen, digit])
                }
              >
                {digit}
              </button>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
