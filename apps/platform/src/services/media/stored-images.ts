import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import * as schema from '../../db/schema';
import { type GameLanguage, inLanguage } from '../games/languages';
import { promotionArtSvg } from './promotion-art';
import { bannerSvg, qrSvg, resourceIconSvg, vendorIconSvg } from './svg';

// The images drawn from database rows; null when there is no such row (or no such image).

/** A banner's artwork, the same in every language. */
export async function bannerImage(db: Db, id: number): Promise<string | null> {
  const [banner] = await db.select().from(schema.banners).where(eq(schema.banners.id, id));
  return banner ? bannerSvg(banner) : null;
}

export async function vendorImage(db: Db, vassalage: string): Promise<string | null> {
  const [vendor] = await db
    .select()
    .from(schema.vendors)
    .where(eq(schema.vendors.vassalage, vassalage))
    .limit(1);
  return vendor ? vendorIconSvg(vendor) : null;
}

export async function resourceImage(db: Db, type: string, image: 'icon' | 'qr'): Promise<string | null> {
  const [resource] = await db.select().from(schema.resources).where(eq(schema.resources.resourceType, type));
  if (!resource) return null;
  if (image === 'icon') {
    return resourceIconSvg({ resourceType: type, label: resource.labelNameEn, palette: resource.palette });
  }
  return resource.hasQrCode ? qrSvg(resource.url, `${resource.labelNameEn} QR code`) : null;
}

/** A promotion's artwork with its headline in `language` (English when it has no title in it). */
export async function promotionImage(db: Db, id: number, language: GameLanguage): Promise<string | null> {
  const [promotion] = await db
    .select({ title: schema.promotions.title, type: schema.promotions.type })
    .from(schema.promotions)
    .where(eq(schema.promotions.id, id));
  if (!promotion) return null;
  return promotionArtSvg({ headline: inLanguage(promotion.title, language), type: promotion.type, language });
}
