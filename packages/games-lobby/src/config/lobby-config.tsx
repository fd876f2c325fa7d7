import type { GameCategory } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

export interface LobbyConfig {
  /** the brand's merchant code (permission response); vendor lanes and hot games are per merchant */
  merchantCode: string;
  /** shown with every amount (jackpot, winners) */
  currencySymbol: string;
  /** number formatting locale for amounts, e.g. 'en-US' */
  locale?: string;
  /** platform code sent with the lists */
  platform: string;
  /**
   * the permission response's launchGameCDNs: a launch URL given as a path is opened on one of
   * them, picked at random; none, it opens on this origin
   */
  launchCdns: readonly string[];
}

/** The shell's routes the lobby links to; the shell's route table is their one definition. */
export interface LobbyPaths {
  /** the route showing a launched game (`GameFrameRoute`) */
  gameFrame: string;
  /** each category's page; LOTT's belongs to the lottery screen */
  categories: Readonly<Record<GameCategory, string>>;
  /** the winners list's own screen (`WinnersPage`); the board links to it */
  winners?: string;
}

interface LobbyContextValue extends Partial<LobbyConfig> {
  paths: LobbyPaths;
}

const LobbyConfigContext = createContext<LobbyContextValue | null>(null);

export interface GamesLobbyProviderProps extends Partial<LobbyConfig> {
  paths: LobbyPaths;
  children?: ReactNode;
}

/** What the shell knows about the brand (each field has a default) and the routes it owns. */
export function GamesLobbyProvider({ children, ...config }: GamesLobbyProviderProps) {
  return <LobbyConfigContext.Provider value={config}>{children}</LobbyConfigContext.Provider>;
}

export function useLobbyPaths(): LobbyPaths {
  const given = useContext(LobbyConfigContext);
  if (!given) throw new Error('useLobbyPaths must be used inside <GamesLobbyProvider>');
  return given.paths;
}

const DEFAULT_PLATFORM = 'W';
const NO_CDNS: readonly string[] = [];

export function useLobbyConfig(): LobbyConfig {
  const given = useContext(LobbyConfigContext);
  const sessionMerchant = useSessionStore((state) => state.merchantCode);
  return useMemo(
    () => ({
      merchantCode: given?.merchantCode ?? sessionMerchant ?? '',
      currencySymbol: given?.currencySymbol ?? '',
      platform: given?.platform ?? DEFAULT_PLATFORM,
      launchCdns: given?.launchCdns ?? NO_CDNS,
      ...(given?.locale ? { locale: given.locale } : {}),
    }),
    [given, sessionMerchant],
  );
}
