import { endpoint } from './endpoint';
import type {
  FunLaunchRequest,
  LaunchGameRequest,
  LaunchResponse,
  PvpLaunchQuery,
  PvpLaunchResponse,
} from './game-launch-types';
import type {
  FavouriteGameRequest,
  GameListQuery,
  GameListResponse,
  HotGamesQuery,
  HotGamesResponse,
  VendorLanesQuery,
  VendorLanesResponse,
} from './game-types';
import type { MemberInfo } from './member-types';
import type { AnnouncementsQuery, AnnouncementsResponse } from './notice-types';
import type {
  DomainRouteResponse,
  LanguageNotify,
  PermissionInfo,
  PermissionQuery,
  SystemStatus,
} from './system-types';

/**
 * The calls in the code a first visit to home loads: the web app's entry and its game cards (a
 * card's launch and favourite heart, home's hot rows). In a module of their own, so a bundle takes
 * these few descriptors there and leaves the rest of the path table (`api`, which lists them under
 * their groups too) to the screens that call it. A call moves here only when that code makes it.
 */
export const firstVisitApi = {
  systemStatus: endpoint<void, SystemStatus>('GET', '/wps/system/status'),
  whitelabel: endpoint<PermissionQuery, PermissionInfo>('GET', '/wps/system/whitelabel'),
  domainRoute: endpoint<PermissionQuery, DomainRouteResponse>('GET', '/wps/system/domainRoute'),
  announcements: endpoint<AnnouncementsQuery, AnnouncementsResponse>('GET', '/wps/notice/announcements'),
  memberInfo: endpoint<void, MemberInfo>('GET', '/wps/member/info', { token: true }),
  // signed in, the platform keeps the choice on the member; a visitor's is kept per IP
  memberLanguage: endpoint<LanguageNotify, null>('PUT', '/wps/member/language', { optionalToken: true }),
  vendorLanes: endpoint<VendorLanesQuery, VendorLanesResponse>('GET', '/wps/games/vendors'),
  gameList: endpoint<GameListQuery, GameListResponse>('GET', '/wps/games'),
  hotGames: endpoint<HotGamesQuery, HotGamesResponse>('GET', '/wps/games/hot'),
  favouriteIds: endpoint<void, number[]>('GET', '/wps/games/favourites', { token: true }),
  favouriteAdd: endpoint<FavouriteGameRequest, null>('POST', '/wps/games/favourites', { token: true }),
  favouriteRemove: endpoint<FavouriteGameRequest, null>('DELETE', '/wps/games/favourites', { token: true }),
  launchGame: endpoint<LaunchGameRequest, LaunchResponse>('POST', '/wps/game/launchGame', { token: true }),
  /** a visitor's fun play of a game whose vendor offers it (play money, no wallet, no ledger) */
  launchFun: endpoint<FunLaunchRequest, LaunchResponse>('POST', '/wps/game/launchFun'),
  pvpLaunch: endpoint<PvpLaunchQuery, PvpLaunchResponse>('GET', '/wps/pvp/launch', { token: true }),
};
