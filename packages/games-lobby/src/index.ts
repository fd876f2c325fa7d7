export { CategoryPage, type CategoryPageProps } from './category/category-page';
export { type FilterChip, FilterChips, type FilterChipsProps } from './category/filter-chips';
export { PvpRooms, type PvpRoomsProps } from './category/pvp-rooms';
export { SearchInput, type SearchInputProps } from './category/search-input';
export {
  GAME_PAGE_SIZE,
  HOT_GAME_CATEGORY_ORDER,
  INFINITE_SCROLL_THROTTLE_MS,
  JACKPOT_STEP_MINOR,
  JACKPOT_TICK_MS,
  RECOMMENDED_COUNT,
  SEAMLESS_SCROLL,
  VENDORS_PER_DROPDOWN,
  WINNERS_LIMIT,
} from './config/constants';
export {
  GamesLobbyProvider,
  type GamesLobbyProviderProps,
  type LobbyConfig,
  useLobbyConfig,
} from './config/lobby-config';
export {
  BALANCE_MESSAGE_TYPE,
  type BalanceMessage,
  GameFrame,
  type GameFrameProps,
} from './frame/game-frame';
export { GameFrameRoute, type GameFrameRouteProps } from './frame/game-frame-route';
export { DEFAULT_GAME_IMAGE } from './game/default-game-image';
export {
  FavouriteButton,
  type FavouriteButtonProps,
  FavouriteHeart,
  type FavouriteHeartProps,
} from './game/favourite-button';
export { GameCard, type GameCardProps } from './game/game-card';
export { type GameCardLabels, useGameCardLabels } from './game/game-card-labels';
export { GameIcon, type GameIconProps } from './game/game-icon';
export { type FavouriteToggleState, useFavouriteToggle } from './game/use-favourite-toggle';
export { GameGrid, type GameGridProps } from './grid/game-grid';
export { JackpotTicker, type JackpotTickerProps } from './jackpot/jackpot-ticker';
export { useJackpotAmount } from './jackpot/use-jackpot-amount';
export { GAME_FRAME_PATH, gameFrameHref, isSafeGameUrl } from './launch/game-url';
export { maintenanceDetails } from './launch/launch-errors';
export { openBlankWindow } from './launch/popup-window';
export { type LaunchGame, type LaunchGameOptions, useLaunchGame } from './launch/use-launch-game';
export { POPUP_CLOSED_POLL_MS, usePopupCloseWatch } from './launch/use-popup-close-watch';
export { VendorGamesModal, type VendorGamesModalProps } from './launch/vendor-games-modal';
export { LaunchPage, type LaunchPageProps } from './launch-page/launch-page';
export { VendorChoice, type VendorChoiceProps } from './launch-page/vendor-choice';
export {
  VendorMaintenanceDialog,
  type VendorMaintenanceDialogProps,
} from './launch-page/vendor-maintenance-dialog';
export { type FavouriteToggle, useFavouriteToggleMutation } from './mutations/favourite-toggle-mutation';
export {
  CATEGORY_ROUTES,
  categoryLabelKey,
  categoryVendors,
  type GridCategory,
  type LaunchCategory,
  vendorHref,
} from './nav/category-routes';
export { type NavAction, NavigationBar, type NavigationBarProps } from './nav/navigation-bar';
export { VendorDropdown, type VendorDropdownProps } from './nav/vendor-dropdown';
export { useFavouriteIdsQuery } from './queries/favourite-ids-query';
export { FAVOURITE_PAGE_SIZE, useFavouriteListQuery } from './queries/favourite-list-query';
export { type GameListFilters, useGameListQuery } from './queries/game-list-query';
export { useHotGamesQuery } from './queries/hot-games-query';
export { useJackpotQuery } from './queries/jackpot-query';
export { usePvpRoomsQuery } from './queries/pvp-rooms-query';
export { useRecentGamesQuery } from './queries/recent-games-query';
export { useLobbyLanguage } from './queries/use-lobby-language';
export { useVassalTypesQuery } from './queries/vassal-types-query';
export { useVendorLanesQuery, vendorLanesQueryOptions, vendorsOf } from './queries/vendor-lanes-query';
export { useWinnersQuery } from './queries/winners-query';
export { GameSearch, type GameSearchProps, type GameSearchTab } from './search/game-search';
export { SlotPageHeader, type SlotPageHeaderProps } from './slot/slot-page-header';
export { WinnersScroller, type WinnersScrollerProps } from './winners/winners-scroller';
