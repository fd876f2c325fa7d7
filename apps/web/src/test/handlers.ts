import {
  api,
  decryptPayload,
  type Endpoint,
  type Envelope,
  failEnvelope,
  okEnvelope,
  type RequestOf,
  type ResponseOf,
} from '@marquee/api-client';
import { HttpResponse, http } from 'msw';
import { createBrandConfig } from '../brand/brand-config';
import {
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

/** Any origin: the tests' api client calls the jsdom origin, stories none at all. */
function pattern(endpoint: AnyEndpoint): string {
  return `*${endpoint.path}`;
}

function route(endpoint: AnyEndpoint) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method];
}

/** The key the tests' transport encrypts with (the brand default). */
const PAYLOAD_KEY = createBrandConfig({}).payloadKey;

/** The request body as the platform reads it: JSON, a form, or an encrypted payload. */
async function readBody<E extends AnyEndpoint>(
  endpoint: E,
  request: Request,
): Promise<RequestOf<E> | undefined> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return undefined;
  const text = await request.clone().text();
  if (endpoint.form) return Object.fromEntries(new URLSearchParams(text)) as RequestOf<E>;
  const json = text ? JSON.parse(text) : undefined;
  return (endpoint.encrypted ? decryptPayload(json.data, PAYLOAD_KEY) : json) as RequestOf<E>;
}

/** A handler answering `endpoint` with a success envelope; the value is typed by the contract. */
export function answer<E extends AnyEndpoint>(
  endpoint: E,
  value: ResponseOf<E> | ((input: { request: Request; body: RequestOf<E> | undefined }) => ResponseOf<E>),
) {
  return route(endpoint)(pattern(endpoint), async ({ request }) => {
    const body = await readBody(endpoint, request);
    const result =
      typeof value === 'function' ? (value as (input: unknown) => ResponseOf<E>)({ request, body }) : value;
    return HttpResponse.json<Envelope<ResponseOf<E>>>(okEnvelope(result));
  });
}

/** A handler answering `endpoint` with `success: false` and the platform's message. */
export function refuse(endpoint: AnyEndpoint, message: string) {
  return route(endpoint)(pattern(endpoint), () => HttpResponse.json(failEnvelope(message)));
}

/** A handler answering `endpoint` with a bare HTTP 401: the platform no longer accepts the session. */
export function unauthorized(endpoint: AnyEndpoint, onCall?: () => void) {
  return route(endpoint)(pattern(endpoint), () => {
    onCall?.();
    return new HttpResponse(null, { status: 401 });
  });
}

/** A handler whose request never reaches the platform (offline, DNS, reset connection). */
export function failNetwork(endpoint: AnyEndpoint) {
  return route(endpoint)(pattern(endpoint), () => HttpResponse.error());
}

/** What a healthy platform answers to everything the shell calls on its own. */
export const defaultHandlers = [
  answer(api.system.status, statusFixture()),
  answer(api.system.whitelabel, permissionFixture()),
  answer(api.notice.announcements, announcementsFixture()),
  answer(api.games.vendors, vendorLanesFixture()),
  answer(api.games.list, gameListFixture()),
  answer(api.games.hot, () => ({ list: gameListFixture().games.filter((game) => game.isHot === 1) })),
  answer(api.games.vassalTypes, [{ gameClassify: 'SLOT', name: 'Slots', count: 12 }]),
  answer(api.games.jackpot, { amount: 123_456_789, at: '2026-11-22T08:00:00.000Z' }),
  answer(api.games.winners, { vo: [] }),
  answer(api.games.favouriteIds, []),
  answer(api.system.customerService, customerServiceFixture()),
  answer(api.member.language, null),
  // Signed-in calls (only made while a session exists) and what the login screen loads.
  answer(api.member.info, memberFixture()),
  answer(api.wallet.balance, balanceFixture()),
  answer(api.session.logout, null),
  answer(api.session.socialProviders, []),
  answer(api.system.registerSettings, registerSettingsFixture()),
  answer(api.system.countries, countriesFixture()),
];
