import { memberKeys } from '@marquee/api-client';

const all = [...memberKeys.all, 'upline-transfer'] as const;

/** Query keys of the transfer-to-upline page, under the member's keys so a login or logout drops them too. */
export const uplineTransferKeys = {
  all,
  info: () => [...all, 'info'] as const,
} as const;
