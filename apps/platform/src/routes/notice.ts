import { type AnnouncementsQuery, api, NOTICE_TYPES, type NoticeType } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { literal, optionalString, type RawInput, requiredString } from '../http/validate';
import { announcementGroups } from '../services/notices/notices';

function noticeTypes(types: string): NoticeType[] {
  const known = new Set<string>(NOTICE_TYPES);
  const requested = types
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  const unknown = requested.filter((type) => !known.has(type));
  if (requested.length === 0 || unknown.length > 0) {
    throw badRequest(
      `'types' must be a comma-separated list of ${NOTICE_TYPES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
    );
  }
  return NOTICE_TYPES.filter((type) => requested.includes(type));
}

function parseAnnouncementsQuery(raw: RawInput): AnnouncementsQuery {
  const types = requiredString(raw, 'types', { max: 100 });
  noticeTypes(types);
  const query: AnnouncementsQuery = {
    types,
    platform: literal(raw, 'platform', ['W']),
    execution: literal(raw, 'execution', ['B']),
  };
  const language = optionalString(raw, 'language', { max: 10 });
  if (language) query.language = language;
  return query;
}

export function noticeRoutes(app: Hono<AppEnv>, { db, config }: Deps): void {
  const mount = mounter(app, config);

  mount(api.notice.announcements, {
    parse: parseAnnouncementsQuery,
    // the brand's notices and banners in the member's language (English without `language`)
    handle: (query) => announcementGroups(db, noticeTypes(query.types), query.language),
    revalidate: 'public',
  });
}
