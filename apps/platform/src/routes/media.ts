import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { AVATAR_FILE, avatarSvg } from '../services/media/avatar';
import { gameArtSvg, parseGameArtFile } from '../services/media/game-art';
import { parsePromotionArtFile } from '../services/media/promotion-art';
import { bannerImage, promotionImage, resourceImage, vendorImage } from '../services/media/stored-images';

const MEDIA_PREFIX = '/media';

function svg(c: Context<AppEnv>, body: string, cacheControl = 'public, max-age=3600') {
  c.header('content-type', 'image/svg+xml; charset=utf-8');
  c.header('cache-control', cacheControl);
  return c.body(body);
}

/** A week: a game's art is drawn from its theme and colourway alone, shared by the games of both. */
const GAME_ART_CACHE = 'public, max-age=604800';

const missing = (c: Context<AppEnv>) => c.text('Not found', 404);

/** Generated images: banners, vendor icons, resource icons and QR codes, all drawn from the database. */
export function mediaRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  app.get(`${MEDIA_PREFIX}/banners/:file`, async (c) => {
    const id = /^(\d{1,9})\.svg$/.exec(c.req.param('file'))?.[1];
    const image = id ? await bannerImage(db, Number(id)) : null;
    return image ? svg(c, image) : missing(c);
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
    const image = vassalage ? await vendorImage(db, vassalage) : null;
    return image ? svg(c, image) : missing(c);
  });

  // game art: theme and colourway come from the path, nothing is looked up
  app.get(`${MEDIA_PREFIX}/games/:file`, (c) => {
    const art = parseGameArtFile(c.req.param('file'));
    return art ? svg(c, gameArtSvg(art.theme, art.variant), GAME_ART_CACHE) : missing(c);
  });

  // a promotion's artwork in one language: its headline in that language over its tab's art
  app.get(`${MEDIA_PREFIX}/promotions/:file`, async (c) => {
    const art = parsePromotionArtFile(c.req.param('file'));
    const image = art ? await promotionImage(db, art.id, art.language) : null;
    return image ? svg(c, image) : missing(c);
  });

  app.get(`${MEDIA_PREFIX}/resources/:type/:file`, async (c) => {
    const file = c.req.param('file');
    if (file !== 'icon.svg' && file !== 'qr.svg') return missing(c);
    const type = c.req.param('type').toUpperCase();
    const image = await resourceImage(db, type, file === 'icon.svg' ? 'icon' : 'qr');
    return image ? svg(c, image) : missing(c);
  });
}
