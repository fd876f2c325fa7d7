import type { WithdrawalStatus } from '@marquee/api-client';

/** The translation of each withdrawal state. */
export const WITHDRAWAL_STATUS_KEYS = {
  PENDING: 'mcwd_status_pending',
  REJECTED: 'mcwd_status_rejected',
  APPROVED: 'mcwd_status_approved',
  RECEIVED: 'mcwd_status_received',
  NOT_RECEIVED: 'mcwd_status_not_received',
  FULLY_PAID: 'mcwd_status_fully_paid',
  AUTO_RECEIVED: 'mcwd_status_auto_received',
} as const satisfies Record<WithdrawalStatus, string>;
