import { api, securityApi } from '@marquee/api-client';
import { bankAccount, banks, brandAvatars, security } from './fixtures';
import { on } from './msw';

/** My account's reads, for tests that open the default page without testing it. */
export function securityHandlers() {
  return [
    on(securityApi.overview, () => security),
    on(securityApi.banks, () => banks),
    on(securityApi.bankAccounts, () => [bankAccount()]),
    on(securityApi.signIns, () => ({ signIns: [] })),
    on(securityApi.avatars, () => brandAvatars),
    on(api.member.icon, () => ({ iconUrl: null })),
  ];
}
