import type { ConsolidatedContracts, ContractKind } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';

export const CONTRACT_KIND_KEYS: Record<ContractKind, TranslationKey> = {
  DIVIDEND: 'mcct_kind_dividend',
  DAILY_SALARY: 'mcct_kind_daily',
  HOURLY_SALARY: 'mcct_kind_hourly',
  REALTIME_SALARY: 'mcct_kind_realtime',
};

/** How many offers wait for the member's answer, by the consolidated info's flags (0: none of a kind). */
export function waitingOffers(info: ConsolidatedContracts | undefined): number {
  if (!info) return 0;
  return [info.divtypereq, info.dailysalreqtype, info.contracthoursalreq, info.realtimesalreqtype].filter(
    (flag) => flag !== 0,
  ).length;
}

/** Whether the member has anything under contract: an offer waiting or a contract held. */
export function hasContracts(info: ConsolidatedContracts | undefined): boolean {
  return (
    waitingOffers(info) > 0 ||
    Object.values(info?.contracts ?? {}).some((contract) => contract.active !== null)
  );
}
