import { useTranslation } from '@marquee/i18n';
import { BalanceMaskToggle, useBalanceMaskStore, useBalanceQuery } from '@marquee/session';
import { Money, minorToMajor, Spinner } from '@marquee/ui-kit';
import { useId } from 'react';

export interface BalanceDisplayProps {
  /** from the brand's currency (permission info); the balance's ISO code is used without it */
  currencySymbol?: string;
  locale?: string;
}

/** The header balance: a click refreshes it, the eye hides it as asterisks. */
export function BalanceDisplay({ currencySymbol, locale }: BalanceDisplayProps) {
  const { t } = useTranslation();
  const balance = useBalanceQuery();
  const masked = useBalanceMaskStore((state) => state.masked);
  const symbol = currencySymbol ?? balance.data?.currency ?? '';
  const amountId = useId();
  const hintId = useId();

  return (
    <div className="mq-auth-balance">
      <button
        type="button"
        className="mq-auth-balance__amount"
        // The name starts with the amount the player sees (speech input says what it reads), then
        // what a press does; the button's text stays the amount alone.
        aria-labelledby={`${amountId} ${hintId}`}
        aria-busy={balance.isFetching || undefined}
        onClick={() => void balance.refetch()}
      >
        <span id={amountId} className="mq-auth-balance__figure">
          {balance.data ? (
            masked ? (
              <Money amount={0} currencySymbol={symbol} masked maskedLabel={t('balance_hidden')} />
            ) : (
              <Money amount={minorToMajor(balance.data.sumBalance)} currencySymbol={symbol} locale={locale} />
            )
          ) : null}
        </span>
      </button>
      <span id={hintId} hidden>
        {t('refresh_balance')}
      </span>
      {balance.isFetching && <Spinner size="sm" label={t('refreshing_balance')} />}
      <BalanceMaskToggle showLabel={t('show_balance')} hideLabel={t('hide_balance')} />
    </div>
  );
}
