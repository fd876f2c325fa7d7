import { createContext, type ReactNode, useContext } from 'react';

const CurrencyContext = createContext<string | null>(null);

export interface CurrencyProviderProps {
  /** the brand's currency symbol ("₱"), as its permission answer names it */
  symbol: string;
  children?: ReactNode;
}

/**
 * The brand's currency for what the session layer writes itself (a refusal's sums of money): the
 * shell knows the brand, the features get it through their own config.
 */
export function CurrencyProvider({ symbol, children }: CurrencyProviderProps) {
  return <CurrencyContext.Provider value={symbol}>{children}</CurrencyContext.Provider>;
}

/** The brand's currency symbol, or null outside a CurrencyProvider (a sum is then a plain number). */
export function useCurrencySymbol(): string | null {
  return useContext(CurrencyContext);
}
