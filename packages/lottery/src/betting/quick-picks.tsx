import { useTranslation } from '@marquee/i18n';
import { QUICK_PICKS, type QuickPick } from './numbers';

/** All, big, small, odd, even, clear. */
export function QuickPicks({ onPick, disabled }: { onPick: (kind: QuickPick) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mq-lottery-quick mq-lottery-fieldset" aria-label={t('lottery_quick_picks')}>
      {QUICK_PICKS.map((kind) => (
        <button
          key={kind}
          type="button"
          className="mq-lottery-chip"
          disabled={disabled}
          onClick={() => onPick(kind)}
        >
          {t(`lottery_quick_${kind}`)}
        </button>
      ))}
    </fieldset>
  );
}
