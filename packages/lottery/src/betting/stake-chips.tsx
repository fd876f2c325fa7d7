import { useTranslation } from '@marquee/i18n';
import { ChipButtons, TextField } from '@marquee/ui-kit';

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
  return (
    <TextField
      label={t('lottery_stake')}
      className="mq-lottery-stake"
      inputMode="decimal"
      value={value}
      disabled={disabled}
      error={error ?? undefined}
      onChange={(event) => onChange(event.target.value)}
      below={
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
      }
    />
  );
}
