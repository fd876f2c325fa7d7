import { api } from '@marquee/api-client';
import { bankAccount, banks, security } from './fixtures';
import { on } from './msw';

/** My account's reads, for tests that open the default page without testing it. */
export function securityHandlers() {
  return [
    on(api.security.overview, () => security),
    on(api.security.banks, () => banks),
    on(api.security.bankAccounts, () => [bankAccount()]),
    on(api.security.signIns, () => ({ signIns: [] })),
  ];
}
