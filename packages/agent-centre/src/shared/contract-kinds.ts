import type { ContractKind, DividendPeriod } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';

/** Each contract kind's name: the title of its entry, the name of its income. */
export const CONTRACT_KIND_KEYS: Record<ContractKind, TranslationKey> = {
  DIVIDEND: 'ac_entry_dividend',
  DAILY_SALARY: 'ac_entry_daily_salary',
  HOURLY_SALARY: 'ac_entry_hourly_salary',
  REALTIME_SALARY: 'ac_entry_realtime_salary',
};

export const PERIOD_KEYS: Record<DividendPeriod, TranslationKey> = {
  D: 'ac_period_d',
  W: 'ac_period_w',
  H: 'ac_period_h',
  M: 'ac_period_m',
};
