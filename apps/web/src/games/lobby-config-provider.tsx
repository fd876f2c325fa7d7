import { GamesLobbyProvider } from '@marquee/games-lobby';
import type { ReactNode } from 'react';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';

/** The lobby learns the merchant and its currency from the permission response the shell loads. */
export function LobbyConfigProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { data: permission } = usePermissionQuery();
  return (
    <GamesLobbyProvider
      merchantCode={permission?.merchantCode ?? ''}
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      platform={brand.platform}
    >
      {children}
    </GamesLobbyProvider>
  );
}
