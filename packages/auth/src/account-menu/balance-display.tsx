import { useTranslation } from '@marquee/i18n';
import { useBalanceQuery } from '@marquee/session';
import { IconButton, Money, minorToMajor, Spinner } from '@marquee/ui-kit';
import { useBalanceMaskStore } from './balance-mask-store';

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
  const toggle = useBalanceMaskStore((state) => state.toggle);
  const symbol = currencySymbol ?? balance.data?.currency ?? '';

  return (
    <div className="mq-auth-balance">
      <button
        type="button"
        className="mq-auth-balance__amount"
        aria-label={t('refresh_balance')}
        aria-busy={balance.isFetching || undefined}
        onClick={() => void balance.refetch()}
      >
        {balance.data ? (
          masked ? (
            <Money amount={0} currencySymbol={symbol} masked maskedLabel={t('balance_hidden')} />
          ) : (
            <Money amount={minorToMajor(balance.data.sumBalance)} currencySymbol={symbol} locale={locale} />
          )
        ) : null}
      </button>
      {balance.isFetching && <Spinner size="sm" label={t('refreshing_balance')} />}
      <IconButton
        label={masked ? t('show_balance') : t('hide_balance')}
        aria-pressed={masked}
        size="sm"
        onClick={toggle}
      >
        <span aria-hidden="true">{masked ? '🙈' : '👁'}</span>
      </IconButton>
    </div>
  );
}
