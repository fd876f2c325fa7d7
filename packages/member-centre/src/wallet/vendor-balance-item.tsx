import type { TransferVendor } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { IconButton, Spinner } from '@marquee/ui-kit';
import { useVendorBalanceQuery } from '../queries/vendor-balance-query';
import { BalanceMoney } from '../shared/balance-money';
import { RefreshIcon } from './refresh-icon';

/** One game wallet: its name, its balance and its own refresh. */
export function VendorBalanceItem({ vendor }: { vendor: TransferVendor }) {
  const { t } = useTranslation();
  const balance = useVendorBalanceQuery(vendor.vassalage);
  return (
    <li className="mq-mc-wallet">
      <span className="mq-mc-wallet__name">
        {vendor.name}
        {vendor.maintenance && <span className="mq-mc-wallet__flag">{t('mcw_maintenance')}</span>}
      </span>
      <span className="mq-mc-wallet__balance" aria-live="polite">
        {balance.data !== undefined ? (
          <BalanceMoney minor={balance.data} />
        ) : balance.isError ? (
          t('mc_load_failed')
        ) : (
          <Spinner size="sm" label={t('loading')} />
        )}
      </span>
      <IconButton
        label={t('mcw_refresh_balance_of', { name: vendor.name })}
        size="sm"
        aria-busy={balance.isFetching || undefined}
        disabled={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <RefreshIcon />
      </IconButton>
    </li>
  );
}
