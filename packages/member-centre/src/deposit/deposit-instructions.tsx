import type { DepositOrder } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Spinner } from '@marquee/ui-kit';
import { lazy, Suspense } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { formatAmount } from '../shared/format-amount';
import { STATUS_KEYS } from './deposit-status';

// the QR encoder is loaded only by a member who pays by QR
const QrCode = lazy(() => import('@marquee/ui-kit/qr-code').then((module) => ({ default: module.QrCode })));

/** A bank transfer's payee and reference, or a QR payment's code, for the order just made. */
function HowToPay({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const amount = formatAmount(order.amount, currencySymbol, locale);
  if (order.payee) {
    return (
      <>
        <h3 className="mq-mc-subtitle">{t('mcw_bank_details')}</h3>
        <dl className="mq-mc-facts mq-mc-details">
          <dt>{t('mcw_bank_name')}</dt>
          <dd>{order.payee.bankName}</dd>
          <dt>{t('mcw_account_name')}</dt>
          <dd>{order.payee.accountName}</dd>
          <dt>{t('mcw_account_number')}</dt>
          <dd>{order.payee.accountNumber}</dd>
          <dt>{t('mc_amount')}</dt>
          <dd>{amount}</dd>
          <dt>{t('mcw_reference')}</dt>
          <dd className="mq-mc-details__reference">{order.orderNo}</dd>
        </dl>
        <p className="mq-mc-hint">{t('mcw_bank_instructions', { amount })}</p>
      </>
    );
  }
  // an e-wallet is paid in the window the deposit opened; the status line alone follows it
  if (order.kind === 'QR' && order.payUrl) {
    // the phone opens the page by its full address, not the one relative to this site
    const absolute = new URL(order.payUrl, window.location.href).href;
    return (
      <>
        <p>{t('mcw_scan_to_pay', { amount })}</p>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <QrCode
            className="mq-mc-qr"
            value={absolute}
            label={t('mcw_qr_label', { orderNo: order.orderNo })}
          />
        </Suspense>
        <a href={absolute} target="mq-payment" rel="noopener">
          {t('mcw_open_payment_page')}
        </a>
      </>
    );
  }
  return null;
}

/**
 * The state of the order just made (the form follows it on the platform until it is credited,
 * failed or expired), and what to do next with one paid outside this window (a bank transfer, a QR
 * payment).
 */
export function DepositInstructions({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  return (
    <div className="mq-mc-instructions">
      <p role="status" className="mq-mc-instructions__status">
        {t('mcw_order_status', { orderNo: order.orderNo, status: t(STATUS_KEYS[order.status]) })}
      </p>
      {order.status === 'PENDING' && <HowToPay order={order} />}
    </div>
  );
}
