import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import { createCaptcha } from '../accounts/captcha';
import type { AccountDeps } from '../accounts/deps';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';

export function captchaRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  mounter(app, deps.config)(api.captcha, { handle: () => createCaptcha(deps) });
}
