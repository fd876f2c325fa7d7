import type { DepositOrder } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useToasts } from '@marquee/ui-kit';
import { useEffect, useRef } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { formatAmount } from '../shared/format-amount';

/**
 * A toast, in view wherever the page is scrolled, when an order this page saw waiting for payment
 * is credited (or fails): the member paid in another window and looks back here for the outcome.
 * Orders already settled when the page first saw them are old news and say nothing.
 */
export function useDepositOutcomeToasts(orders: readonly DepositOrder[] | undefined) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const toasts = useToasts();
  const pending = useRef<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (!orders) return;
    const before = pending.current;
    pending.current = new Set(
      orders.filter((order) => order.status === 'PENDING').map((order) => order.orderNo),
    );
    if (!before) return;
    for (const order of orders) {
      if (!before.has(order.orderNo)) continue;
      const amount = formatAmount(order.amount, currencySymbol, locale);
      if (order.status === 'CREDITED') {
        toasts.show({ tone: 'success', message: t('mc_deposit_credited_toast', { amount }) });
      } else if (order.status === 'FAILED') {
        toasts.show({ tone: 'error', message: t('mc_deposit_failed_toast', { amount }) });
      }
    }
  }, [orders, currencySymbol, locale, t, toasts]);
}
