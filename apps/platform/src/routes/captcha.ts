import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { createCaptcha } from '../services/accounts/captcha';
import type { AccountDeps } from '../services/deps';

export function captchaRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  mounter(app, deps.config)(api.captcha, { handle: () => createCaptcha(deps) });
}
