import {
  api,
  type Endpoint,
  type Envelope,
  failEnvelope,
  okEnvelope,
  type RequestOf,
  type ResponseOf,
} from '@marquee/api-client';
import { HttpResponse, http } from 'msw';
import {
  announcementsFixture,
  customerServiceFixture,
  permissionFixture,
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

/** A handler answering `endpoint` with a success envelope; the value is typed by the contract. */
export function answer<E extends AnyEndpoint>(
  endpoint: E,
  value: ResponseOf<E> | ((input: { request: Request; body: RequestOf<E> | undefined }) => ResponseOf<E>),
) {
  return route(endpoint)(pattern(endpoint), async ({ request }) => {
    const body = endpoint.method === 'GET' ? undefined : ((await request.clone().json()) as RequestOf<E>);
    const result =
      typeof value === 'function' ? (value as (input: unknown) => ResponseOf<E>)({ request, body }) : value;
    return HttpResponse.json<Envelope<ResponseOf<E>>>(okEnvelope(result));
  });
}

/** A handler answering `endpoint` with `success: false` and the platform's message. */
export function refuse(endpoint: AnyEndpoint, message: string) {
  return route(endpoint)(pattern(endpoint), () => HttpResponse.json(failEnvelope(message)));
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
  answer(api.system.customerService, customerServiceFixture()),
  answer(api.member.language, null),
];
