import {
  api,
  type Endpoint,
  playSafeApi,
  type RequestOf,
  type ResponseOf,
  realityCheckApi,
  recordsApi,
  securityApi,
  vipApi,
} from '@marquee/api-client';
import { contractHandlers, fail, status, VIP_LEVELS_FIXTURE } from '@marquee/api-client/testing';
import { HttpResponse, http } from 'msw';
import { createBrandConfig } from '../brand/brand-config';
import {
  accountSecurityFixture,
  announcementsFixture,
  balanceFixture,
  countriesFixture,
  customerServiceFixture,
  gameListFixture,
  memberFixture,
  permissionFixture,
  registerSettingsFixture,
  statusFixture,
  vendorLanesFixture,
} from './fixtures';

type AnyEndpoint = Endpoint<unknown, unknown>;

/**
 * The contract's handlers on any origin (the tests' api client calls the jsdom origin), reading
 * bodies with the key the tests' transport enciphers with (the brand default).
 */
const { on } = contractHandlers({ baseUrl: '*', payloadKey: createBrandConfig({}).payloadKey });

/** A handler answering `endpoint` with a success envelope; the value is typed by the contract. */
export function answer<E extends AnyEndpoint>(
  endpoint: E,
  value: ResponseOf<E> | ((input: { request: Request; body: RequestOf<E> }) => ResponseOf<E>),
) {
  return on(endpoint, (body, request) =>
    typeof value === 'function'
      ? (value as (input: { request: Request; body: RequestOf<E> }) => ResponseOf<E>)({ request, body })
      : value,
  );
}

/** A handler answering `endpoint` with `value` only once `released` settles: holds the app at that call. */
export function answerOnceReleased<E extends AnyEndpoint>(
  endpoint: E,
  value: ResponseOf<E>,
  released: Promise<void>,
) {
  return on(endpoint, async () => {
    await released;
    return value;
  });
}

/** A handler answering `endpoint` with `success: false` and the platform's message. */
export function refuse(endpoint: AnyEndpoint, message: string) {
  return on(endpoint, () => fail(message));
}

/** A handler answering `endpoint` with a bare HTTP 401: the platform no longer accepts the session. */
export function unauthorized(endpoint: AnyEndpoint, onCall?: () => void) {
  return on(endpoint, () => {
    onCall?.();
    return status(401);
  });
}

/** A handler whose request never reaches the platform (offline, DNS, reset connection). */
export function failNetwork(endpoint: AnyEndpoint) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`*${endpoint.path}`, () => HttpResponse.error());
}

/** What a healthy platform answers to everything the shell calls on its own. */
export const defaultHandlers = [
  answer(api.system.status, statusFixture()),
  answer(api.system.whitelabel, permissionFixture()),
  answer(api.system.domainRoute, ({ request }) => ({
    domain: new URL(request.url).searchParams.get('url') ?? '',
    valid: true,
  })),
  answer(api.notice.announcements, announcementsFixture()),
  answer(api.games.vendors, vendorLanesFixture()),
  answer(api.games.list, gameListFixture()),
  answer(api.games.hot, () => ({ list: gameListFixture().games.filter((game) => game.isHot === 1) })),
  answer(api.games.vassalTypes, [{ gameClassify: 'SLOT', name: 'Slots', count: 12 }]),
  answer(api.games.announcements, { promotion: [] }),
  answer(api.games.jackpot, { amount: 123_456_789, at: '2026-11-22T08:00:00.000Z' }),
  answer(api.games.winners, { vo: [], hasMore: false }),
  answer(api.games.favouriteIds, []),
  answer(api.lottery.gameMenus, []),
  answer(api.lottery.vnGameMenu, []),
  answer(api.lottery.popular, []),
  answer(api.lottery.recent, []),
  answer(api.system.customerService, customerServiceFixture()),
  answer(api.system.helpCenter, {
    language: 'EN',
    languages: ['EN'],
    articles: [
      {
        id: 1,
        slug: 'about',
        categorySlug: 'about',
        category: 'About us',
        title: 'About Marquee Demo',
        content: '<p>One account for every game.</p>',
      },
    ],
  }),
  answer(api.member.language, null),
  // Signed-in calls (only made while a session exists) and what the login screen loads.
  answer(api.member.info, memberFixture()),
  answer(api.member.avatar, { avatarUrl: null }),
  answer(api.member.icon, { iconUrl: null }),
  answer(api.wallet.balance, balanceFixture()),
  // the game view's session row: 12 minutes in, nothing played, no reality check
  answer(realityCheckApi.playSession, {
    at: '2026-11-29T10:20:00.000Z',
    startedAt: '2026-11-29T10:08:00.000Z',
    elapsedSeconds: 12 * 60,
    stakes: 0,
    wins: 0,
    net: 0,
    netSince: 0,
    realityCheckMinutes: 0,
    reminderDue: false,
  }),
  // no time-out or self-exclusion: the popups and offers show
  answer(playSafeApi.exclusion, { exclusion: null, reopenWaitHours: 24 }),
  answer(api.member.unreadMessages, { count: 0 }),
  answer(api.member.messages, { content: [], pageNum: 1, totalPages: 1 }),
  answer(api.deposit.channels, []),
  answer(api.deposit.orders, { orders: [] }),
  // the member centre opens on my account
  answer(securityApi.overview, accountSecurityFixture()),
  answer(securityApi.banks, []),
  answer(securityApi.bankAccounts, []),
  answer(securityApi.signIns, { signIns: [] }),
  // the account menu's records open in the member centre
  answer(recordsApi.bets, {
    rows: [],
    totals: { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
    page: 1,
    pageSize: 20,
    totalRows: 0,
    totalPages: 0,
  }),
  answer(recordsApi.account, { rows: [], page: 1, pageSize: 20, totalRows: 0, totalPages: 0 }),
  answer(api.session.logout, null),
  answer(api.session.socialProviders, []),
  answer(api.system.registerSettings, registerSettingsFixture()),
  answer(api.system.countries, countriesFixture()),
  // /vip: the levels for a visitor, the member's rank signed in
  answer(vipApi.levels, { qualifyingDays: 30, levels: VIP_LEVELS_FIXTURE }),
  answer(vipApi.rank, {
    level: 1,
    period: { from: '2026-01-29', to: '2026-02-27', days: 30 },
    validBet: 0,
    deposits: 0,
    levels: VIP_LEVELS_FIXTURE,
    history: [],
    hasBirthday: false,
  }),
];
