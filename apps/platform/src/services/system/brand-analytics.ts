import type { Db } from '../../db/open';
import type { Brand } from '../../reference/brand';
import { nowOrLater } from '../read-cache';
import { brandNow, readBrand, writeSetting } from './settings';

/**
 * A Google tag id as Google issues them (G- for Analytics 4, GT- for a Google tag, AW- for Ads):
 * the id goes into the address of the tag's script in every visitor's browser, so nothing else does.
 */
const GTAG_ID = /^(G|GT|AW)-[A-Z0-9]{4,16}$/;

export function isGtagId(value: string): boolean {
  return GTAG_ID.test(value);
}

const gtagIdOf = (brand: Brand) => brand.gtagId ?? null;

/** The brand's analytics tag, or null when it measures nothing (the demo brand). */
export async function brandGtagId(db: Db): Promise<string | null> {
  return gtagIdOf(await brandNow(db));
}

/**
 * Whether the brand has an analytics tag, at once when the settings are in memory: every answer's
 * Content Security Policy depends on it (http/security-headers.ts).
 */
export function brandAnalyticsOn(db: Db): boolean | Promise<boolean> {
  return nowOrLater(brandNow(db), (brand) => gtagIdOf(brand) !== null);
}

/** Sets (or with null removes) the brand's analytics tag; visitors are asked before it loads. */
export async function setBrandGtagId(db: Db, gtagId: string | null): Promise<void> {
  if (gtagId !== null && !isGtagId(gtagId))
    throw new Error(`'${gtagId}' is not a Google tag id (G-, GT- or AW- and 4 to 16 letters or digits)`);
  await writeSetting(db, 'brand', { ...(await readBrand(db)), gtagId });
}
