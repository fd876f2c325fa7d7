import { useTranslation } from '@marquee/i18n';
import { ChipButtons } from '@marquee/ui-kit';
import { useId } from 'react';

/** Stakes in major units the chips set at a tap. */
const CHIPS = ['1', '5', '10', '50', '100'];

/** The stake per bet: typed, or set by a chip. */
export function StakeChips({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mq-lottery-stake">
      <label htmlFor={id}>{t('lottery_stake')}</label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <fieldset className="mq-lottery-quick mq-lottery-fieldset" aria-label={t('lottery_stake_chips')}>
        <ChipButtons
          items={CHIPS}
          textOf={(chip) => chip}
          pressed={(chip) => chip === value}
          disabled={disabled}
          onPick={onChange}
          className="mq-lottery-chip"
        />
      </fieldset>
      {error ? (
        <p id={`${id}-error`} className="mq-lottery-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
