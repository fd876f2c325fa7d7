import { useSessionStore } from '@marquee/session';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

export interface LobbyConfig {
  /** the brand's merchant code (permission response); vendor lanes and hot games are per merchant */
  merchantCode: string;
  /** shown with every amount (jackpot, winners) */
  currencySymbol: string;
  /** number formatting locale for amounts, e.g. 'en-US' */
  locale?: string;
  /** platform code sent with the lists (spec §9: W) */
  platform: string;
}

const LobbyConfigContext = createContext<Partial<LobbyConfig> | null>(null);

export interface GamesLobbyProviderProps extends Partial<LobbyConfig> {
  children?: ReactNode;
}

/** What the shell knows about the brand; every field has a default, so the provider is optional. */
export function GamesLobbyProvider({ children, ...config }: GamesLobbyProviderProps) {
  return <LobbyConfigContext.Provider value={config}>{children}</LobbyConfigContext.Provider>;
}

export const DEFAULT_PLATFORM = 'W';

export function useLobbyConfig(): LobbyConfig {
  const given = useContext(LobbyConfigContext);
  const sessionMerchant = useSessionStore((state) => state.merchantCode);
  return useMemo(
    () => ({
      merchantCode: given?.merchantCode ?? sessionMerchant ?? '',
      currencySymbol: given?.currencySymbol ?? '',
      platform: given?.platform ?? DEFAULT_PLATFORM,
      ...(given?.locale ? { locale: given.locale } : {}),
    }),
    [given, sessionMerchant],
  );
}
