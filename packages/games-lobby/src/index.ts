export { CategoryPage, type CategoryPageProps } from './category/category-page';
export {
  GamesLobbyProvider,
  type GamesLobbyProviderProps,
  type LobbyConfig,
  type LobbyPaths,
} from './config/lobby-config';
export { GameFrameRoute, type GameFrameRouteProps } from './frame/game-frame-route';
export { GameGrid, type GameGridProps } from './grid/game-grid';
export { POPUP_CLOSED_POLL_MS } from './launch/use-popup-close-watch';
export { LaunchPage, type LaunchPageProps } from './launch-page/launch-page';
export type { GridCategory, LaunchCategory } from './nav/category-routes';
export { type NavAction, NavigationBar, type NavigationBarProps } from './nav/navigation-bar';
export { useVendorLanesQuery, vendorLanesQueryOptions } from './queries/vendor-lanes-query';
export { GameSearch, type GameSearchProps } from './search/game-search';
