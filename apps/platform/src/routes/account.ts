import {
  api,
  type ChangePasswordRequest,
  type SetPasswordByEmailRequest,
  type SetPasswordByPhoneRequest,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { parseRegister, parseRegisterMobile } from '../http/parse-registration';
import { ipOf, sessionOf } from '../http/route-helpers';
import { stringField } from '../http/validate';
import { memberIcon } from '../services/accounts/avatar-choice';
import {
  changePassword,
  mailPasswordReset,
  RESET_MAIL_SENT,
  setPasswordByEmail,
  setPasswordByPhone,
} from '../services/accounts/passwords';
import { memberAvatar, memberInfo } from '../services/accounts/profile';
import { registerByMobile, registerByUsername } from '../services/accounts/registration';
import { suggestUsername } from '../services/accounts/username-suggestion';
import type { AccountDeps } from '../services/deps';

export function accountRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);

  mount(api.member.register, {
    parse: parseRegister,
    handle: (request, c) => registerByUsername(deps, request, ipOf(deps, c)),
  });

  mount(api.member.suggestUsername, { handle: (_input, c) => suggestUsername(deps, ipOf(deps, c)) });

  mount(api.member.registerMobile, {
    parse: parseRegisterMobile,
    handle: (request, c) => registerByMobile(deps, request, ipOf(deps, c)),
  });

  mount(api.member.info, { handle: (_input, c) => memberInfo(deps, sessionOf(c)) });

  mount(api.member.icon, { handle: (_input, c) => memberIcon(deps, sessionOf(c).memberId) });

  mount(api.member.avatar, { handle: (_input, c) => memberAvatar(deps, sessionOf(c).memberId) });

  mount(api.member.changePassword, {
    parse: (raw): ChangePasswordRequest => ({
      oldPassword: stringField(raw, 'oldPassword', 128),
      newPassword: stringField(raw, 'newPassword', 128),
      confirmNewPassword: stringField(raw, 'confirmNewPassword', 128),
    }),
    handle: async (request, c) => {
      await changePassword(deps, sessionOf(c), request);
      return null;
    },
  });

  mount(api.member.forgotPasswordEmail, {
    parse: (raw) => ({
      username: stringField(raw, 'username', 64).trim(),
      email: stringField(raw, 'email', 128).trim(),
    }),
    handle: async (request, c) => {
      await mailPasswordReset(deps, request, deps.config.publicOrigin, ipOf(deps, c));
      // the same answer either way: the call must not tell which accounts and addresses exist
      c.set('envelopeMessage', RESET_MAIL_SENT);
      return null;
    },
  });

  mount(api.member.setPasswordByPhone, {
    parse: (raw): SetPasswordByPhoneRequest => ({
      newPassword: stringField(raw, 'newPassword', 128),
      mobileNum: stringField(raw, 'mobileNum', 32),
      verificationCode: stringField(raw, 'verificationCode', 16).trim(),
      countryDialingCode: stringField(raw, 'countryDialingCode', 8),
    }),
    handle: async (request, c) => {
      await setPasswordByPhone(deps, request, ipOf(deps, c));
      return null;
    },
  });

  mount(api.member.setPasswordByEmail, {
    parse: (raw): SetPasswordByEmailRequest => ({
      resetCode: stringField(raw, 'resetCode', 64).trim(),
      newPassword: stringField(raw, 'newPassword', 128),
    }),
    handle: (request) => setPasswordByEmail(deps, request),
  });
}
