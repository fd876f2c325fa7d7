import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { parseFreePlay, parseLogin, parseSocial, parseSocialIdentity } from '../http/parse-session';
import { ipOf, sessionOf } from '../http/route-helpers';
import { stringField } from '../http/validate';
import { logIn, logInByCode, logOut, startFreePlay } from '../services/accounts/login';
import { completeSocialSignIn, socialSignIn } from '../services/accounts/social';
import { socialProviders } from '../services/accounts/social-providers';
import type { AccountDeps } from '../services/deps';

export function sessionRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);

  mount(api.session.login, {
    parse: parseLogin,
    handle: (request, c) => logIn(deps, request, ipOf(deps, c)),
  });

  mount(api.session.loginByCode, {
    parse: (raw) => ({
      mobileNum: stringField(raw, 'mobileNum', 32),
      countryDialingCode: stringField(raw, 'countryDialingCode', 8),
      verificationCode: stringField(raw, 'verificationCode', 16).trim(),
    }),
    handle: (request, c) => logInByCode(deps, request, ipOf(deps, c)),
  });

  mount(api.session.freePlay, {
    parse: parseFreePlay,
    handle: (_request, c) => startFreePlay(deps, ipOf(deps, c)),
  });

  mount(api.session.logout, {
    handle: async (_input, c) => {
      await logOut(deps, sessionOf(c).sessionId);
      return null;
    },
  });

  mount(api.session.socialProviders, { handle: () => socialProviders(deps.config) });

  mount(api.session.socialSignIn, {
    parse: parseSocialIdentity,
    handle: (request, c) => socialSignIn(deps, request, ipOf(deps, c)),
  });

  mount(api.session.socialComplete, {
    parse: parseSocial,
    handle: (request, c) => completeSocialSignIn(deps, request, ipOf(deps, c)),
  });
}
