import { createContext, type ReactNode, useContext } from 'react';
import { type BrandConfig, brandConfig } from './brand-config';

const BrandContext = createContext<BrandConfig>(brandConfig);

/** Lets stories and tests render the shell as another brand (for example with loginedToHomePage on). */
export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandConfig {
  return useContext(BrandContext);
}
