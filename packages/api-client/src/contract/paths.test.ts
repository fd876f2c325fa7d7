import { api } from './paths';

describe('account endpoints', () => {
  it.each([
    [api.session.login, 'POST', '/wps/session/login', { token: false, encrypted: true, form: false }],
    [
      api.session.loginByCode,
      'POST',
      '/wps/session/login/code',
      { token: false, encrypted: true, form: false },
    ],
    [
      api.session.freePlay,
      'POST',
      '/wps/session/login/freeplay',
      { token: false, encrypted: false, form: false },
    ],
    [api.session.logout, 'DELETE', '/wps/session/logout', { token: true, encrypted: false, form: false }],
    [
      api.session.socialSignIn,
      'POST',
      '/wps/session/social/sign-in',
      { token: false, encrypted: true, form: false },
    ],
    [
      api.session.socialComplete,
      'POST',
      '/wps/session/social/complete',
      { token: false, encrypted: true, form: false },
    ],
    [
      api.verification.smsNoLogin,
      'POST',
      '/wps/verification/sms/noLogin',
      { token: false, encrypted: false, form: false },
    ],
    [
      api.verification.unregisteredIp,
      'POST',
      '/wps/verification/ip',
      { token: false, encrypted: true, form: false },
    ],
    [
      api.verification.unregisteredIpSms,
      'POST',
      '/wps/verification/ip/sms',
      { token: false, encrypted: false, form: false },
    ],
    [api.captcha, 'GET', '/wps/captcha', { token: false, encrypted: false, form: false }],
    [api.member.info, 'GET', '/wps/member/info', { token: true, encrypted: false, form: false }],
    [api.member.register, 'PUT', '/wps/member/register', { token: false, encrypted: true, form: false }],
    [
      api.member.changePassword,
      'POST',
      '/wps/member/password',
      { token: true, encrypted: true, form: false },
    ],
    [
      api.member.forgotPasswordEmail,
      'POST',
      '/wps/member/password/email',
      { token: false, encrypted: false, form: true },
    ],
    [
      api.member.setPasswordByPhone,
      'POST',
      '/wps/member/password/verification',
      { token: false, encrypted: true, form: false },
    ],
    [
      api.member.setPasswordByEmail,
      'POST',
      '/wps/member/password/reset',
      { token: false, encrypted: true, form: false },
    ],
    [api.wallet.balance, 'GET', '/wps/v2/wallets/balance', { token: true, encrypted: false, form: false }],
    [api.system.countries, 'GET', '/wps/system/countries', { token: false, encrypted: false, form: false }],
  ] as const)('%#: %s %s', (descriptor, method, path, flags) => {
    expect(descriptor).toMatchObject({ method, path, ...flags });
  });

  it('keeps every path unique', () => {
    const all: string[] = [];
    const walk = (node: object) => {
      for (const value of Object.values(node)) {
        if (value && typeof value === 'object' && 'path' in value && 'method' in value)
          all.push(`${String(value.method)} ${String(value.path)}`);
        else if (value && typeof value === 'object') walk(value);
      }
    };
    walk(api);
    expect(new Set(all).size).toBe(all.length);
  });
});
