import { useCallback } from 'react';
import { useAgentCentreConfig } from '../config/agent-centre-config';

/** A rate in basis points as a percentage in the player's language (1.25 % for 125). */
export function useRate(): (bps: number) => string {
  const { locale } = useAgentCentreConfig();
  return useCallback(
    (bps: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000),
    [locale],
  );
}
