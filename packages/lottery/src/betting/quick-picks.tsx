import { useTranslation } from '@marquee/i18n';
import { ChipButtons } from '@marquee/ui-kit';
import { QUICK_PICKS, type QuickPick } from './numbers';

/** All, big, small, odd, even, clear. */
export function QuickPicks({ onPick, disabled }: { onPick: (kind: QuickPick) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mq-lottery-quick mq-lottery-fieldset" aria-label={t('lottery_quick_picks')}>
      <ChipButtons
        items={QUICK_PICKS}
        textOf={(kind) => t(`lottery_quick_${kind}`)}
        disabled={disabled}
        onPick={onPick}
        className="mq-lottery-chip"
      />
    </fieldset>
  );
}
