import type { PlayLimitKey } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { formatAmount } from '../shared/format-amount';
import { KIND_KEYS, PERIOD_KEYS } from './limit-form';

/** A limit's name (its kind, and for money its period) and an amount of it (money, or minutes). */
export function useLimitText() {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  return {
    nameOf: (key: PlayLimitKey) =>
      key.kind === 'SESSION'
        ? t(KIND_KEYS.SESSION)
        : `${t(KIND_KEYS[key.kind])} · ${t(PERIOD_KEYS[key.period])}`,
    amountOf: (key: PlayLimitKey, amount: number) =>
      key.kind === 'SESSION'
        ? t('mcps_minutes', { minutes: amount })
        : formatAmount(amount, currencySymbol, locale),
  };
}
