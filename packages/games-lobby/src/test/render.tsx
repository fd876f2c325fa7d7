import { renderWithSession, type SessionRenderOptions } from '@marquee/session/testing';
import type { ReactElement } from 'react';
import { GamesLobbyProvider, type GamesLobbyProviderProps } from '../config/lobby-config';
import { lobbyPaths } from './fixtures';

export interface RenderOptions extends Omit<SessionRenderOptions, 'wrapper'> {
  config?: Partial<Omit<GamesLobbyProviderProps, 'children'>>;
}

/** The providers the shell gives the package, with the brand's lobby settings. */
export function renderWithProviders(ui: ReactElement, { config, ...options }: RenderOptions = {}) {
  return renderWithSession(ui, {
    ...options,
    wrapper: (children) => (
      <GamesLobbyProvider
        merchantCode="DEMO"
        currencySymbol="¥"
        locale="en-US"
        paths={lobbyPaths}
        {...config}
      >
        {children}
      </GamesLobbyProvider>
    ),
  });
}
