import { GamesLobbyProvider, type LobbyPaths } from '@marquee/games-lobby';
import { useTranslation } from '@marquee/i18n';
import type { ReactNode } from 'react';
import { categoryPaths, paths } from '../app/paths';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';
import { useSessionBrandContext } from '../system/use-session-brand-context';

const lobbyPaths: LobbyPaths = { gameFrame: paths.game, categories: categoryPaths, winners: paths.winners };

/**
 * The lobby learns the merchant and its currency from the permission response the shell loads
 * (until it answers, the merchant code the session keys kept), how money is written from the
 * player's language, and the routes it links to from the shell's route table. The session keys
 * of the brand are written here too.
 */
export function LobbyConfigProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  useSessionBrandContext();
  return (
    <GamesLobbyProvider
      {...(permission ? { merchantCode: permission.merchantCode } : {})}
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
      platform={brand.platform}
      {...(permission ? { launchCdns: permission.launchGameCDNs } : {})}
      paths={lobbyPaths}
    >
      {children}
    </GamesLobbyProvider>
  );
}
