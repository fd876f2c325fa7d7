import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isRouteOf,
  PRERENDER_SLOTS,
  PRERENDERED_PAGES_FILE,
  type PrerenderedPages,
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

async function readPrerenderedPages(root: string): Promise<PrerenderedPages | null> {
  try {
    return JSON.parse(await readFile(path.join(root, PRERENDERED_PAGES_FILE), 'utf8')) as PrerenderedPages;
  } catch {
    // a build without the file (or an older one) is served as it is
    return null;
  }
}

/** The prerendered pages of each served build, read once per build (`build` changes when index.html does). */
const builds = new Map<string, { build: number; pages: Promise<PrerenderedPages | null> }>();

function prerenderedPagesOf(root: string, build: number): Promise<PrerenderedPages | null> {
  const known = builds.get(root);
  if (known?.build === build) return known.pages;
  const pages = readPrerenderedPages(root);
  builds.set(root, { build, pages });
  return pages;
}

/**
 * The page of this address with its first screen already in the markup (the web build's
 * PRERENDERED_PAGES_FILE: home and the game lobbies), the document made for this server's data
 * (PRERENDER_FACTS) with its slots filled: the first banner of the page's group and the first
 * player notice, as the announcements call answers them in the page's language (read through its
 * cache).
 * Null, so the plain index.html is served, when the address is not a prerendered page, when the
 * visitor's language cookie names another language than the page's words (the app would switch
 * them at once), when the page's group has no banner (the page would lose its largest paint to a
 * shift), or when anything fails: the page never waits on it.
 */
export async function prerenderedPage(
  root: string,
  build: number,
  pathname: string,
  deps: Deps,
  language: string | undefined,
): Promise<string | null> {
  try {
    const prerendered = await prerenderedPagesOf(root, build);
    const page = prerendered?.pages.find((candidate) => isRouteOf(pathname, candidate.paths));
    if (!prerendered || !page) return null;
    if (language !== undefined && language.toUpperCase() !== prerendered.language.toUpperCase()) return null;
    const { banners, player } = await announcementGroups(deps.db, ['B', 'PL'], prerendered.language);
    const slides = banners.filter((candidate) => candidate.groupName === page.group);
    const banner = slides[0];
    if (!banner) return null;
    const notice = player[0];
    const facts = new Set<PrerenderFact>();
    if (notice) facts.add('notices');
    if (await isFeatureEnabled(deps, 'DIRECTREG3')) facts.add('registration');
    if (slides.length > 1) facts.add('slides');
    const html = page.documents[prerenderKey(facts)];
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
