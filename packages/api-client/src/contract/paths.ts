import type {
  ChangePasswordRequest,
  Country,
  ForgotPasswordEmailRequest,
  RegisterMobileRequest,
  RegisterRequest,
  SetPasswordByEmailRequest,
  SetPasswordByEmailResponse,
  SetPasswordByPhoneRequest,
  SuggestedUsername,
} from './account-types';
import type {
  CaptchaResponse,
  FreePlayRequest,
  LoginByCodeRequest,
  LoginRequest,
  LoginResponse,
  SecondFactorRequest,
  SecondFactorSmsRequest,
  SmsCodeRequest,
  SmsCodeResponse,
  SocialCompleteRequest,
  SocialProvider,
  SocialSignInRequest,
  SocialSignInResponse,
} from './auth-types';
import { endpoint } from './endpoint';
import { firstVisitApi } from './first-visit-paths';
import type {
  JackpotResponse,
  PvpRoomsQuery,
  PvpRoomsResponse,
  WinnersQuery,
  WinnersResponse,
} from './game-board-types';
import type { LaunchResponse, SportsLaunchQuery } from './game-launch-types';
import type {
  FavouriteListQuery,
  FavouriteListResponse,
  GameAnnouncementsQuery,
  GameAnnouncementsResponse,
  RecentGamesQuery,
  RecentGamesResponse,
  VassalType,
  VassalTypesQuery,
} from './game-types';
import type {
  CurrentDraw,
  CurrentDrawQuery,
  DrawResultsQuery,
  DrawResultsResponse,
  LotteryGame,
  LotteryGamesQuery,
  MyLotteryBetsQuery,
  MyLotteryBetsResponse,
  OpenedNumbersQuery,
  OpenedNumbersResponse,
  PlaceBetRequest,
  PlaceBetResponse,
  PopularGamesQuery,
  RecentLotteryQuery,
  VnMenuGroup,
} from './lottery-types';
import type {
  DepositChannel,
  DepositChannelsQuery,
  DepositOrder,
  DepositOrderQuery,
  DepositOrdersResponse,
  DepositRequest,
  MessageIdRequest,
  MessagesQuery,
  MessagesResponse,
  UnreadCountResponse,
  WelcomeBonusOffer,
} from './member-centre-types';
import type { BalanceResponse, MemberAvatarResponse, MemberIconResponse } from './member-types';
import type {
  AffiliateApplication,
  AffiliateRequest,
  AffiliateResponse,
  FeedbackIdQuery,
  FeedbackItem,
  FeedbackListResponse,
  FeedbackRequest,
  FeedbackScreenshot,
} from './support-types';
import type {
  AppDownloadResponse,
  CustomerServiceResponse,
  DomainsResponse,
  HelpCenterQuery,
  HelpCenterResponse,
  RegistrationFieldRule,
} from './system-types';
import type {
  MerchantWalletResponse,
  RecallAllRequest,
  RecallAllResponse,
  VendorBalanceQuery,
  VendorBalanceResponse,
  WalletTransferRequest,
  WalletTransferResponse,
} from './wallet-types';

/**
 * The platform-wide path table: every call of the product. The web app calls these
 * through the transport and the platform server mounts its routes from the same descriptors.
 * Registration answers like a login: the new account is logged in straight away.
 */
export const api = {
  session: {
    login: endpoint<LoginRequest, LoginResponse>('POST', '/wps/session/login', { encrypted: true }),
    loginByCode: endpoint<LoginByCodeRequest, LoginResponse>('POST', '/wps/session/login/code', {
      encrypted: true,
    }),
    freePlay: endpoint<FreePlayRequest, LoginResponse>('POST', '/wps/session/login/freeplay'),
    logout: endpoint<void, null>('DELETE', '/wps/session/logout', { token: true }),
    socialProviders: endpoint<void, SocialProvider[]>('GET', '/wps/session/social/providers'),
    /** a returning identity signs straight in; a new one answers `linked: false` */
    socialSignIn: endpoint<SocialSignInRequest, SocialSignInResponse>('POST', '/wps/session/social/sign-in', {
      encrypted: true,
    }),
    socialComplete: endpoint<SocialCompleteRequest, LoginResponse>('POST', '/wps/session/social/complete', {
      encrypted: true,
    }),
  },
  verification: {
    smsNoLogin: endpoint<SmsCodeRequest, SmsCodeResponse>('POST', '/wps/verification/sms/noLogin'),
    smsRegister: endpoint<SmsCodeRequest, SmsCodeResponse>('POST', '/wps/verification/sms/register'),
    smsRegisterMobile: endpoint<SmsCodeRequest, SmsCodeResponse>(
      'POST',
      '/wps/verification/sms/register/mobile',
    ),
    unregisteredIp: endpoint<SecondFactorRequest, LoginResponse>('POST', '/wps/verification/ip', {
      encrypted: true,
    }),
    /** the SMS code of an unregistered-IP challenge, to the member's bound number */
    unregisteredIpSms: endpoint<SecondFactorSmsRequest, SmsCodeResponse>('POST', '/wps/verification/ip/sms'),
  },
  captcha: endpoint<void, CaptchaResponse>('GET', '/wps/captcha'),
  member: {
    info: firstVisitApi.memberInfo,
    icon: endpoint<void, MemberIconResponse>('GET', '/wps/member/info/icon', { token: true }),
    avatar: endpoint<void, MemberAvatarResponse>('GET', '/wps/member/avatar', { token: true }),
    register: endpoint<RegisterRequest, LoginResponse>('PUT', '/wps/member/register', { encrypted: true }),
    /** a free username valid under the brand's rule, for the registration form's "suggest" */
    suggestUsername: endpoint<void, SuggestedUsername>('GET', '/wps/member/register/suggest'),
    registerMobile: endpoint<RegisterMobileRequest, LoginResponse>('PUT', '/wps/member/register/mobile', {
      encrypted: true,
    }),
    changePassword: endpoint<ChangePasswordRequest, null>('POST', '/wps/member/password', {
      token: true,
      encrypted: true,
    }),
    forgotPasswordEmail: endpoint<ForgotPasswordEmailRequest, null>('POST', '/wps/member/password/email', {
      form: true,
    }),
    setPasswordByPhone: endpoint<SetPasswordByPhoneRequest, null>(
      'POST',
      '/wps/member/password/verification',
      {
        encrypted: true,
      },
    ),
    /** the reset code of the mailed link and the new password */
    setPasswordByEmail: endpoint<SetPasswordByEmailRequest, SetPasswordByEmailResponse>(
      'POST',
      '/wps/member/password/reset',
      { encrypted: true },
    ),
    unreadMessages: endpoint<void, UnreadCountResponse>('GET', '/wps/member/messages/unread', {
      token: true,
    }),
    messages: endpoint<MessagesQuery, MessagesResponse>('GET', '/wps/member/messages', { token: true }),
    /** opening a message marks it read */
    readMessage: endpoint<MessageIdRequest, null>('POST', '/wps/member/messages/read', { token: true }),
    readAllMessages: endpoint<void, null>('POST', '/wps/member/messages/read-all', { token: true }),
    deleteMessage: endpoint<MessageIdRequest, null>('DELETE', '/wps/member/messages', { token: true }),
    language: firstVisitApi.memberLanguage,
  },
  system: {
    whitelabel: firstVisitApi.whitelabel,
    status: firstVisitApi.systemStatus,
    registerSettings: endpoint<void, RegistrationFieldRule[]>('GET', '/wps/system/setting/register'),
    domainRoute: firstVisitApi.domainRoute,
    helpCenter: endpoint<HelpCenterQuery, HelpCenterResponse>('GET', '/wps/system/helpCenter'),
    customerService: endpoint<void, CustomerServiceResponse>('GET', '/wps/system/customerService'),
    /** the brand's iOS and Android apps: download links, versions and sizes */
    appDownload: endpoint<void, AppDownloadResponse>('GET', '/wps/system/appDownload'),
    /** the country dialling-code selector of the login, register and phone-reset forms */
    countries: endpoint<void, Country[]>('GET', '/wps/system/countries'),
  },
  feedback: {
    /** sends a feedback (an optional screenshot travels in the body, base64) */
    submit: endpoint<FeedbackRequest, FeedbackItem>('PUT', '/wps/feedback', { token: true }),
    /** the brand's word-count bounds and the member's own feedback with the replies */
    list: endpoint<void, FeedbackListResponse>('GET', '/wps/feedback', { token: true }),
    screenshot: endpoint<FeedbackIdQuery, FeedbackScreenshot>('GET', '/wps/feedback/screenshot', {
      token: true,
    }),
  },
  agent: {
    /** the affiliate programme; signed in, the member's latest application too */
    affiliate: endpoint<void, AffiliateResponse>('GET', '/wps/agent/affiliate', { optionalToken: true }),
    /** one pending application per member; the operator decides */
    apply: endpoint<AffiliateRequest, AffiliateApplication>('POST', '/wps/agent/affiliate', { token: true }),
  },
  wallet: {
    balance: endpoint<void, BalanceResponse>('GET', '/wps/v2/wallets/balance', { token: true }),
    merchantWallet: endpoint<void, MerchantWalletResponse>('GET', '/wps/merchant/wallet', { token: true }),
    vendorBalance: endpoint<VendorBalanceQuery, VendorBalanceResponse>('GET', '/wps/wallets/vendor', {
      token: true,
    }),
    transfer: endpoint<WalletTransferRequest, WalletTransferResponse>('POST', '/wps/wallets/transfer', {
      token: true,
    }),
    /** every vendor balance back to main in one action, with each vendor's result */
    recallAll: endpoint<RecallAllRequest, RecallAllResponse>('POST', '/wps/wallets/recall', { token: true }),
  },
  deposit: {
    channels: endpoint<DepositChannelsQuery, DepositChannel[]>('GET', '/wps/deposit/channels', {
      token: true,
    }),
    orders: endpoint<void, DepositOrdersResponse>('GET', '/wps/deposit/orders', { token: true }),
    create: endpoint<DepositRequest, DepositOrder>('POST', '/wps/deposit/orders', { token: true }),
    /** the welcome bonus the first credited deposit earns, and whether the member can still earn it */
    welcomeBonus: endpoint<void, WelcomeBonusOffer>('GET', '/wps/deposit/welcome-bonus', { token: true }),
    /** one of the member's orders; another member's answers 404 */
    order: endpoint<DepositOrderQuery, DepositOrder>('GET', '/wps/deposit/order', { token: true }),
  },
  notice: {
    announcements: firstVisitApi.announcements,
  },
  routers: {
    domains: endpoint<void, DomainsResponse>('GET', '/wps/routers/domains'),
  },
  games: {
    list: firstVisitApi.gameList,
    announcements: endpoint<GameAnnouncementsQuery, GameAnnouncementsResponse>(
      'GET',
      '/wps/games/announcements',
    ),
    vassalTypes: endpoint<VassalTypesQuery, VassalType[]>('GET', '/wps/games/vassal-types'),
    vendors: firstVisitApi.vendorLanes,
    favouriteIds: firstVisitApi.favouriteIds,
    favouriteList: endpoint<FavouriteListQuery, FavouriteListResponse>('GET', '/wps/games/favourites/list', {
      token: true,
    }),
    favouriteAdd: firstVisitApi.favouriteAdd,
    favouriteRemove: firstVisitApi.favouriteRemove,
    recent: endpoint<RecentGamesQuery, RecentGamesResponse>('GET', '/wps/games/recent', { token: true }),
    hot: firstVisitApi.hotGames,
    sportsLaunch: endpoint<SportsLaunchQuery, LaunchResponse>('GET', '/wps/games/sports/launch', {
      token: true,
    }),
    launchGame: firstVisitApi.launchGame,
    launchFun: firstVisitApi.launchFun,
    winners: endpoint<WinnersQuery, WinnersResponse>('GET', '/wps/games/winners'),
    jackpot: endpoint<void, JackpotResponse>('GET', '/wps/games/jackpot'),
  },
  pvp: {
    rooms: endpoint<PvpRoomsQuery, PvpRoomsResponse>('GET', '/wps/pvp/rooms'),
    launch: firstVisitApi.pvpLaunch,
  },
  lottery: {
    /** the lottery games the member bet on, latest first */
    recent: endpoint<RecentLotteryQuery, LotteryGame[]>('GET', '/lgw/game_menu/recent', { token: true }),
    gameMenus: endpoint<LotteryGamesQuery, LotteryGame[]>('GET', '/lgw/games/game_menus'),
    popular: endpoint<PopularGamesQuery, LotteryGame[]>('GET', '/lgw/games/popular'),
    vnGameMenu: endpoint<LotteryGamesQuery, VnMenuGroup[]>('GET', '/lgw/vn/games/game_menu'),
    vnOpenedNumbers: endpoint<OpenedNumbersQuery, OpenedNumbersResponse>(
      'GET',
      '/lgw/vn/numeros/opened/game',
    ),
    openedNumbers: endpoint<DrawResultsQuery, DrawResultsResponse>('GET', '/lgw/lotto/games/opened/numero'),
    currentDraw: endpoint<CurrentDrawQuery, CurrentDraw>('GET', '/lgw/lotto/draws/current'),
    placeBet: endpoint<PlaceBetRequest, PlaceBetResponse>('POST', '/lgw/lotto/bets', { token: true }),
    myBets: endpoint<MyLotteryBetsQuery, MyLotteryBetsResponse>('GET', '/lgw/lotto/bets', { token: true }),
  },
} as const;
