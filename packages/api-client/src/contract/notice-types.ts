/** Banner groups, each tied to a route group (spec §2). */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_deposit20',
  'w_bet20',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export interface Banner {
  bannerId: number;
  groupName: BannerGroup;
  title: string;
  /** image URL */
  url: string;
  /** when set, the image is clickable: 'URL' opens linkUrl, 'ROUTE' navigates in-app */
  linkageType: 'URL' | 'ROUTE' | null;
  linkUrl: string | null;
  width: number;
  height: number;
}

/** B banners, PL player notices, PU popup, PR promotion, H help-centre headlines. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface Notice {
  id: number;
  type: Exclude<NoticeType, 'B'>;
  title: string;
  /** HTML: render only through the ui-kit sanitiser */
  content: string;
  publishedAt: string;
}

export interface AnnouncementsQuery {
  /** comma-separated notice types */
  types: string;
  platform: 'W';
  execution: 'B';
  language?: string;
}

export interface AnnouncementsResponse {
  player: Notice[];
  banners: Banner[];
  popup: Notice[];
  promotion: Notice[];
  help: Notice[];
}
