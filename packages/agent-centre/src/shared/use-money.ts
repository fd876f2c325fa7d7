import { formatMoney, minorToMajor } from '@marquee/ui-kit';
import { useCallback } from 'react';
import { useAgentCentreConfig } from '../config/agent-centre-config';

/** Minor units as text with the brand's currency symbol, in the player's language. */
export function useMoney(): (minor: number) => string {
  const { currencySymbol, locale } = useAgentCentreConfig();
  return useCallback(
    (minor: number) => formatMoney(minorToMajor(minor), { currencySymbol, ...(locale ? { locale } : {}) }),
    [currencySymbol, locale],
  );
}
