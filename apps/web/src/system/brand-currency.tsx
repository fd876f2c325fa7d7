import { CurrencyProvider } from '@marquee/session';
import type { ReactNode } from 'react';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from './permission-query';

/**
 * The brand's currency for the session layer's own sentences (a refusal's sums of money), the
 * symbol every feature is handed: the permission answer's, else the brand's fallback.
 */
export function BrandCurrency({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { data: permission } = usePermissionQuery();
  return (
    <CurrencyProvider symbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}>
      {children}
    </CurrencyProvider>
  );
}
