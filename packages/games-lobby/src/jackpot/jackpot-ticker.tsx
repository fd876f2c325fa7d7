import { useTranslation } from '@marquee/i18n';
import { cx, usePrefersReducedMotion } from '@marquee/ui-kit';
import { useJackpotQuery } from '../queries/jackpot-query';
import { Amount } from '../shared/amount';
import { JackpotCoins } from './jackpot-art';
import { useJackpotAmount } from './use-jackpot-amount';

export interface JackpotTickerProps {
  /** the server's amount (minor units); read from the jackpot call when omitted */
  amount?: number;
}

/**
 * The slot pages' jackpot, a panel of its own art (rays, marquee lights, gold coins) around the
 * amount, which stays text: rises by 165.11 every 3 s. The value always ticks; reduced motion only
 * turns the roll animation off. Not a live region: a screen reader would be told every 3 s.
 */
export function JackpotTicker({ amount }: JackpotTickerProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const query = useJackpotQuery();
  const value = useJackpotAmount(amount ?? query.data?.amount);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled figure of text, not a form fieldset
    <div
      role="group"
      aria-label={t('jackpot')}
      className={cx('mq-jackpot', !reducedMotion && 'mq-jackpot--animated')}
    >
      <JackpotCoins side="start" />
      <JackpotCoins side="end" />
      <span className="mq-jackpot__label" aria-hidden="true">
        {t('jackpot')}
      </span>
      <span className="mq-jackpot__value" data-testid="jackpot-value">
        {value === null ? '—' : <Amount minor={value} />}
      </span>
    </div>
  );
}
