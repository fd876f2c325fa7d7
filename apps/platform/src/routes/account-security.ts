import { securityApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { parseLanguage } from '../http/parse-language';
import { ipOf, sessionOf } from '../http/route-helpers';
import { type RawInput, stringField } from '../http/validate';
import { brandBanks } from '../reference/banks';
import {
  addBankAccount,
  listBankAccounts,
  removeBankAccount,
} from '../services/account-security/bank-accounts';
import {
  bindEmail,
  bindMobile,
  sendCurrentEmailCode,
  sendCurrentMobileCode,
  sendEmailBindCode,
  sendMobileBindCode,
} from '../services/account-security/contact-bindings';
import { bindGoogleAuth, setUpGoogleAuth, unbindGoogleAuth } from '../services/account-security/google-auth';
import { savePaymentPassword } from '../services/account-security/payment-password';
import {
  accountSecurity,
  saveBirthday,
  saveNickname,
  saveRealName,
} from '../services/account-security/profile-settings';
import { latestSignIns } from '../services/account-security/sign-ins';
import { brandAvatars, chooseAvatar } from '../services/accounts/avatar-choice';
import type { AccountDeps } from '../services/deps';

/** What a change of a bound contact carries besides the new contact's code (contact-bindings.ts). */
const changeProof = (raw: RawInput) => {
  const password = stringField(raw, 'password', 128);
  const currentContactCode = stringField(raw, 'currentContactCode', 16).trim();
  return { ...(password ? { password } : {}), ...(currentContactCode ? { currentContactCode } : {}) };
};

/** My account: thin routes over services/account-security. */
export function accountSecurityRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  const memberOf = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).memberId;

  mount(securityApi.overview, { handle: (_input, c) => accountSecurity(deps, memberOf(c)) });

  mount(securityApi.nickname, {
    parse: (raw) => ({ nickname: stringField(raw, 'nickname', 200) }),
    handle: async ({ nickname }, c) => {
      await saveNickname(deps, memberOf(c), nickname);
      return null;
    },
  });

  mount(securityApi.avatars, {
    parse: (raw) => ({ language: raw.language ? parseLanguage(raw).language : 'EN' }),
    handle: ({ language }) => brandAvatars(language),
  });

  mount(securityApi.chooseAvatar, {
    parse: (raw) => ({ avatarId: stringField(raw, 'avatarId', 40) }),
    handle: ({ avatarId }, c) => chooseAvatar(deps, memberOf(c), avatarId),
  });

  mount(securityApi.realName, {
    parse: (raw) => ({ realName: stringField(raw, 'realName', 200) }),
    handle: async ({ realName }, c) => {
      await saveRealName(deps, memberOf(c), realName);
      return null;
    },
  });

  mount(securityApi.birthday, {
    parse: (raw) => ({ birthday: stringField(raw, 'birthday', 10).trim() }),
    handle: async ({ birthday }, c) => {
      await saveBirthday(deps, memberOf(c), birthday);
      return null;
    },
  });

  mount(securityApi.paymentPassword, {
    parse: (raw) => {
      const old = stringField(raw, 'oldPaymentPassword', 64);
      return {
        ...(old ? { oldPaymentPassword: old } : {}),
        paymentPassword: stringField(raw, 'paymentPassword', 64),
        confirmPaymentPassword: stringField(raw, 'confirmPaymentPassword', 64),
      };
    },
    handle: async (request, c) => {
      await savePaymentPassword(deps, memberOf(c), request);
      return null;
    },
  });

  mount(securityApi.signIns, {
    handle: async (_input, c) => ({ signIns: await latestSignIns(deps, memberOf(c)) }),
  });

  mount(securityApi.googleAuthSetup, { handle: (_input, c) => setUpGoogleAuth(deps, memberOf(c)) });

  mount(securityApi.googleAuthBind, {
    parse: (raw) => ({ code: stringField(raw, 'code', 16).trim() }),
    handle: async ({ code }, c) => {
      await bindGoogleAuth(deps, memberOf(c), code);
      return null;
    },
  });

  mount(securityApi.googleAuthUnbind, {
    parse: (raw) => ({ code: stringField(raw, 'code', 16).trim() }),
    handle: async ({ code }, c) => {
      await unbindGoogleAuth(deps, memberOf(c), code);
      return null;
    },
  });

  mount(securityApi.mobileCode, {
    parse: (raw) => ({
      countryDialingCode: stringField(raw, 'countryDialingCode', 8),
      mobileNum: stringField(raw, 'mobileNum', 32),
    }),
    handle: (request, c) => sendMobileBindCode(deps, { ...request }, ipOf(deps, c)),
  });

  mount(securityApi.currentMobileCode, {
    handle: (_request, c) => sendCurrentMobileCode(deps, memberOf(c), ipOf(deps, c)),
  });

  mount(securityApi.bindMobile, {
    parse: (raw) => ({
      countryDialingCode: stringField(raw, 'countryDialingCode', 8),
      mobileNum: stringField(raw, 'mobileNum', 32),
      verificationCode: stringField(raw, 'verificationCode', 16),
      ...changeProof(raw),
    }),
    handle: async (request, c) => {
      await bindMobile(deps, memberOf(c), request, ipOf(deps, c));
      return null;
    },
  });

  mount(securityApi.emailCode, {
    parse: (raw) => ({ email: stringField(raw, 'email', 128) }),
    handle: ({ email }, c) => sendEmailBindCode(deps, memberOf(c), email),
  });

  mount(securityApi.currentEmailCode, {
    handle: (_request, c) => sendCurrentEmailCode(deps, memberOf(c)),
  });

  mount(securityApi.bindEmail, {
    parse: (raw) => ({
      email: stringField(raw, 'email', 128),
      verificationCode: stringField(raw, 'verificationCode', 16),
      ...changeProof(raw),
    }),
    handle: async (request, c) => {
      await bindEmail(deps, memberOf(c), request);
      return null;
    },
  });

  mount(securityApi.banks, { handle: () => [...brandBanks()] });

  mount(securityApi.bankAccounts, { handle: (_input, c) => listBankAccounts(deps, memberOf(c)) });

  mount(securityApi.addBankAccount, {
    parse: (raw) => ({
      bankCode: stringField(raw, 'bankCode', 32).trim(),
      accountName: stringField(raw, 'accountName', 200),
      accountNumber: stringField(raw, 'accountNumber', 64).trim(),
    }),
    handle: (request, c) => addBankAccount(deps, memberOf(c), request),
  });

  mount(securityApi.removeBankAccount, {
    parse: (raw) => ({
      id: stringField(raw, 'id', 64).trim(),
      paymentPassword: stringField(raw, 'paymentPassword', 64),
    }),
    handle: async (request, c) => {
      await removeBankAccount(deps, memberOf(c), request);
      return null;
    },
  });
}
