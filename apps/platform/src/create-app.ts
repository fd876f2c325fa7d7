import { failEnvelope } from '@marquee/api-client';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './http/app-env';
import { compression } from './http/compression';
import { HttpError } from './http/http-error';
import { allowedMethods } from './http/mount';
import { securityHeaders } from './http/security-headers';
import { DEV_PREFIX, devRoutes } from './routes/dev';
import { gameRoutes } from './routes/games';
import { mediaRoutes } from './routes/media';
import { memberRoutes } from './routes/member';
import { noticeRoutes } from './routes/notice';
import { routerRoutes } from './routes/routers';
import { supportRoutes } from './routes/support';
import { systemRoutes } from './routes/system';
import { webApp } from './static/web-app';

const ENVELOPE_PREFIXES = ['/wps/', '/lgw/', `${DEV_PREFIX}/`];

const answersWithEnvelope = (path: string) => ENVELOPE_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The platform as a Hono app: the API from the contract's path table, media, and the web app. */
export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(...compression());

  systemRoutes(app, deps);
  noticeRoutes(app, deps);
  gameRoutes(app, deps);
  routerRoutes(app, deps);
  memberRoutes(app, deps);
  mediaRoutes(app, deps);
  supportRoutes(app);
  if (!deps.config.production) devRoutes(app, deps);
  app.get('*', webApp(deps.config.webDist));

  app.notFound((c) => {
    const { path, method } = c.req;
    if (!answersWithEnvelope(path)) return c.text('Not found', 404);
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0) {
      c.header('allow', allowed.join(', '));
      return c.json(
        failEnvelope(`Method ${method} is not allowed for ${path} (allowed: ${allowed.join(', ')})`),
        405,
      );
    }
    // includes the path-table calls of features not built yet: no canned answers
    return c.json(failEnvelope(`Not available: ${method} ${path}`), 404);
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(failEnvelope(error.message), error.status);
    if (error instanceof HTTPException && error.status < 500)
      return c.json(failEnvelope(error.message), error.status);
    console.error(`[platform] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(failEnvelope('Internal error'), 500);
  });

  return app;
}
