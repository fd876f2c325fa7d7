import type { LedgerType } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';

export const LEDGER_TYPE_KEYS: Record<LedgerType, TranslationKey> = {
  DEPOSIT: 'mcrec_type_deposit',
  WITHDRAWAL: 'mcrec_type_withdrawal',
  TRANSFER: 'mcrec_type_transfer',
  BET: 'mcrec_type_bet',
  PAYOUT: 'mcrec_type_payout',
  BONUS: 'mcrec_type_bonus',
  AGENT: 'mcrec_type_agent',
  OTHER: 'mcrec_type_other',
};
