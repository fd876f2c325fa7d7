import { memberKeys } from '@marquee/api-client';

const all = [...memberKeys.all, 'security'] as const;

/**
 * Query keys of my account's settings, under the member's keys so a login or logout drops them
 * too; every change invalidates `all`.
 */
export const securityKeys = {
  all,
  overview: () => [...all, 'overview'] as const,
  banks: () => [...all, 'banks'] as const,
  bankAccounts: () => [...all, 'bank-accounts'] as const,
  signIns: () => [...all, 'sign-ins'] as const,
  avatars: (language: string) => [...all, 'avatars', language] as const,
} as const;
