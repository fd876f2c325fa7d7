import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import * as schema from '../db/schema';
import type { AppEnv, Deps } from '../http/app-env';
import { AVATAR_FILE, avatarSvg } from '../services/media/avatar';
import { gameIconPng } from '../services/media/game-icon-png';
import { bannerSvg, qrSvg, resourceIconSvg, vendorIconSvg } from '../services/media/svg';

export const MEDIA_PREFIX = '/media';

function svg(c: Context<AppEnv>, body: string, cacheControl = 'public, max-age=3600') {
  c.header('content-type', 'image/svg+xml; charset=utf-8');
  c.header('cache-control', cacheControl);
  return c.body(body);
}

/** A game's icon never changes for its node id (drawn from its seeded code, English name and palette). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const missing = (c: Context<AppEnv>) => c.text('Not found', 404);

/** Generated images: banners, vendor icons, resource icons and QR codes, all drawn from the database. */
export function mediaRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  app.get(`${MEDIA_PREFIX}/banners/:file`, async (c) => {
    const id = /^(\d{1,9})\.svg$/.exec(c.req.param('file'))?.[1];
    if (!id) return missing(c);
    const [banner] = await db
      .select()
      .from(schema.banners)
      .where(eq(schema.banners.id, Number(id)));
    return banner ? svg(c, bannerSvg(banner)) : missing(c);
  });

  // member avatars (member.avatar): initials and hue come from the path, nothing is looked up
  app.get(`${MEDIA_PREFIX}/avatars/:file`, (c) => {
    const match = AVATAR_FILE.exec(c.req.param('file'));
    const hue = Number(match?.[2]);
    if (!match || hue > 359) return missing(c);
    return svg(c, avatarSvg(match[1]!, hue));
  });

  app.get(`${MEDIA_PREFIX}/vendors/:file`, async (c) => {
    const vassalage = /^([A-Za-z0-9_-]{1,40})\.svg$/.exec(c.req.param('file'))?.[1];
    if (!vassalage) return missing(c);
    const [vendor] = await db
      .select()
      .from(schema.vendors)
      .where(eq(schema.vendors.vassalage, vassalage))
      .limit(1);
    return vendor ? svg(c, vendorIconSvg(vendor)) : missing(c);
  });

  app.get(`${MEDIA_PREFIX}/games/:file`, async (c) => {
    const id = /^(\d{1,9})\.png$/.exec(c.req.param('file'))?.[1];
    if (!id) return missing(c);
    const [game] = await db
      .select()
      .from(schema.games)
      .where(eq(schema.games.nodeId, Number(id)));
    if (!game) return missing(c);
    c.header('content-type', 'image/png');
    c.header('cache-control', IMMUTABLE);
    return c.body(
      new Uint8Array(
        gameIconPng({ name: game.names.EN ?? game.gameCode, code: game.gameCode, palette: game.palette }),
      ),
    );
  });

  app.get(`${MEDIA_PREFIX}/resources/:type/:file`, async (c) => {
    const file = c.req.param('file');
    if (file !== 'icon.svg' && file !== 'qr.svg') return missing(c);
    const type = c.req.param('type').toUpperCase();
    const [resource] = await db
      .select()
      .from(schema.resources)
      .where(eq(schema.resources.resourceType, type));
    if (!resource) return missing(c);
    if (file === 'icon.svg') {
      return svg(
        c,
        resourceIconSvg({ resourceType: type, label: resource.labelNameEn, palette: resource.palette }),
      );
    }
    return resource.hasQrCode ? svg(c, qrSvg(resource.url, `${resource.labelNameEn} QR code`)) : missing(c);
  });
}
