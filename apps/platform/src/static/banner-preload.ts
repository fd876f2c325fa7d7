import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BANNER_ROUTES_FILE, type BannerRoute, isRouteOf } from '@marquee/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { mediaUrl } from '../services/media/media-url';

async function readBannerRoutes(root: string): Promise<BannerRoute[]> {
  try {
    const routes: unknown = JSON.parse(await readFile(path.join(root, BANNER_ROUTES_FILE), 'utf8'));
    return Array.isArray(routes) ? (routes as BannerRoute[]) : [];
  } catch {
    // a build without the file (or an older one) simply gets no hint
    return [];
  }
}

/** The table of each served build, read once per build (`build` changes when index.html does). */
const tables = new Map<string, { build: number; routes: Promise<BannerRoute[]> }>();

function bannerRoutesOf(root: string, build: number): Promise<BannerRoute[]> {
  const known = tables.get(root);
  if (known?.build === build) return known.routes;
  const routes = readBannerRoutes(root);
  tables.set(root, { build, routes });
  return routes;
}

/**
 * The `Link` preload header for the first banner of the route's group: that banner is the
 * largest paint of the page, and without the hint the browser learns of it only after the app's
 * code and the announcements call have run. The table of routes comes from the web build
 * (BANNER_ROUTES_FILE); the banners are this server's own, in the order the announcements call
 * lists them. Its artwork is the same in every language (the app draws the words over it).
 * Null when the route has no banner, or when anything fails: the page never waits on it.
 */
export async function bannerPreloadLink(
  root: string,
  build: number,
  pathname: string,
  db: Db,
): Promise<string | null> {
  try {
    const route = (await bannerRoutesOf(root, build)).find((candidate) =>
      isRouteOf(pathname, candidate.paths),
    );
    if (!route) return null;
    const [banner] = await db
      .select({ id: schema.banners.id })
      .from(schema.banners)
      .where(eq(schema.banners.groupName, route.group))
      .orderBy(asc(schema.banners.sort), asc(schema.banners.id))
      .limit(1);
    if (!banner) return null;
    return `<${mediaUrl.banner(banner.id)}>; rel=preload; as=image; fetchpriority=high`;
  } catch {
    return null;
  }
}
