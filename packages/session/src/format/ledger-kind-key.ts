import type { TranslationKey } from '@marquee/i18n';

/**
 * The ledger kinds of the agents' business, each with its own name: the member centre's account
 * record and the agent centre's transaction details both name them, rather than as their group.
 */
const LEDGER_KIND_KEYS: Readonly<Record<string, TranslationKey>> = {
  AGENT_DIVIDEND: 'ledger_kind_agent_dividend',
  AGENT_SALARY_DAILY: 'ledger_kind_agent_salary_daily',
  AGENT_SALARY_HOURLY: 'ledger_kind_agent_salary_hourly',
  AGENT_SALARY_REALTIME: 'ledger_kind_agent_salary_realtime',
  DOWNLINE_TRANSFER_OUT: 'ledger_kind_downline_transfer_out',
  DOWNLINE_TRANSFER_IN: 'ledger_kind_downline_transfer_in',
  UPLINE_TRANSFER_OUT: 'ledger_kind_upline_transfer_out',
  UPLINE_TRANSFER_IN: 'ledger_kind_upline_transfer_in',
};

/** The name of a ledger kind of the agents' business; undefined for any other kind. */
export function ledgerKindKey(kind: string): TranslationKey | undefined {
  return Object.hasOwn(LEDGER_KIND_KEYS, kind) ? LEDGER_KIND_KEYS[kind] : undefined;
}
