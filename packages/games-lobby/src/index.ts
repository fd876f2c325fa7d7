export { CategoryPage } from './category/category-page';
export {
  GamesLobbyProvider,
  type LobbyPaths,
} from './config/lobby-config';
export { GameFrameRoute } from './frame/game-frame-route';
export { GameGrid } from './grid/game-grid';
export { FavouriteGamesSection } from './home/favourite-games-section';
export { HotGamesSection } from './home/hot-games-section';
export { JackpotWinnersSection } from './home/jackpot-winners-section';
export { RecentGamesSection } from './home/recent-games-section';
export { RecommendedGamesSection } from './home/recommended-games-section';
export { VendorStripSection } from './home/vendor-strip-section';
export { POPUP_CLOSED_POLL_MS } from './launch/use-popup-close-watch';
export { LaunchPage } from './launch-page/launch-page';
export type { GridCategory, LaunchCategory } from './nav/category-routes';
export { NavigationBar } from './nav/navigation-bar';
export { GameSearch, type GameSearchProps } from './search/game-search';
export { gamesLobbyTexts } from './texts';
export { WinnersPage } from './winners/winners-page';
