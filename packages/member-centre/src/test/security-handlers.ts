import { securityApi } from '@marquee/api-client';
import { bankAccount, banks, security } from './fixtures';
import { on } from './msw';

/** My account's reads, for tests that open the default page without testing it. */
export function securityHandlers() {
  return [
    on(securityApi.overview, () => security),
    on(securityApi.banks, () => banks),
    on(securityApi.bankAccounts, () => [bankAccount()]),
    on(securityApi.signIns, () => ({ signIns: [] })),
  ];
}
