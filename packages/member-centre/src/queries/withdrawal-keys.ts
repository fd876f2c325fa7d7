import { memberKeys } from '@marquee/api-client';

const all = [...memberKeys.all, 'withdrawal'] as const;

/** Query keys of the withdraw page, under the member's keys so a login or logout drops them too. */
export const withdrawalKeys = {
  all,
  info: () => [...all, 'info'] as const,
  orders: () => [...all, 'orders'] as const,
} as const;
