import type { DepositStatus } from '@marquee/api-client';

/** The translation of each order state. */
export const STATUS_KEYS = {
  PENDING: 'mc_status_pending',
  CREDITED: 'mc_status_credited',
  FAILED: 'mc_status_failed',
  EXPIRED: 'mc_status_expired',
} as const satisfies Record<DepositStatus, string>;
