import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isRouteOf,
  PRERENDER_SLOTS,
  PRERENDERED_HOME_FILE,
  type PrerenderedHome,
  type PrerenderFact,
  prerenderKey,
} from '@marquee/api-client/contract';
import type { Deps } from '../http/app-env';
import { escapeXml as escapeHtml } from '../services/media/svg';
import { announcementGroups } from '../services/notices/notices';
import { isFeatureEnabled } from '../services/system/features';

const SLOT = new RegExp(
  Object.values(PRERENDER_SLOTS)
    .map((slot) => slot.replace(/[{}.]/g, '\\$&'))
    .join('|'),
  'g',
);

async function readPrerenderedHome(root: string): Promise<PrerenderedHome | null> {
  try {
    return JSON.parse(await readFile(path.join(root, PRERENDERED_HOME_FILE), 'utf8')) as PrerenderedHome;
  } catch {
    // a build without the file (or an older one) is served as it is
    return null;
  }
}

/** The prerendered home of each served build, read once per build (`build` changes when index.html does). */
const pages = new Map<string, { build: number; page: Promise<PrerenderedHome | null> }>();

function prerenderedHomeOf(root: string, build: number): Promise<PrerenderedHome | null> {
  const known = pages.get(root);
  if (known?.build === build) return known.page;
  const page = readPrerenderedHome(root);
  pages.set(root, { build, page });
  return page;
}

/**
 * Home's page with its first screen already in the markup (the web build's PRERENDERED_HOME_FILE),
 * the one made for this server's data (PRERENDER_FACTS) with its slots filled: the first banner of
 * home's group and the first player notice, as the announcements call answers them in the page's
 * language (read through its cache).
 * Null, so the plain index.html is served, when the address is not home, when the visitor's
 * language cookie names another language than the page's words (the app would switch them at
 * once), when home's group has no banner (the page would lose its largest paint to a shift), or
 * when anything fails: the page never waits on it.
 */
export async function prerenderedHomePage(
  root: string,
  build: number,
  pathname: string,
  deps: Deps,
  language: string | undefined,
): Promise<string | null> {
  try {
    const page = await prerenderedHomeOf(root, build);
    if (!page || !isRouteOf(pathname, page.paths)) return null;
    if (language !== undefined && language.toUpperCase() !== page.language.toUpperCase()) return null;
    const { banners, player } = await announcementGroups(deps.db, ['B', 'PL'], page.language);
    const slides = banners.filter((candidate) => candidate.groupName === page.group);
    const banner = slides[0];
    if (!banner) return null;
    const notice = player[0];
    const facts = new Set<PrerenderFact>();
    if (notice) facts.add('notices');
    if (await isFeatureEnabled(deps, 'DIRECTREG3')) facts.add('registration');
    if (slides.length > 1) facts.add('slides');
    const html = page.pages[prerenderKey(facts)];
    if (html === undefined) return null;
    const values: Record<string, string> = {
      [PRERENDER_SLOTS.bannerSrc]: escapeHtml(banner.url),
      [PRERENDER_SLOTS.bannerTitle]: escapeHtml(banner.title),
      [PRERENDER_SLOTS.bannerSubtitle]: escapeHtml(banner.subtitle),
      [PRERENDER_SLOTS.bannerWidth]: String(banner.width),
      [PRERENDER_SLOTS.bannerHeight]: String(banner.height),
      [PRERENDER_SLOTS.noticeTitle]: escapeHtml(notice?.title ?? ''),
    };
    // one pass, so a value that happens to read like a slot is never filled in turn
    return html.replace(SLOT, (slot) => values[slot] ?? slot);
  } catch {
    return null;
  }
}
