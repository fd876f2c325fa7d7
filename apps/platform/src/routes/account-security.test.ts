import { api, MAX_BANK_ACCOUNTS, securityApi } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { members, totpSecrets } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { latestCode, outbox, registerFromOwnIp, uniqueMobile, uniqueName } from '../test-support/accounts';
import { call, manualClock, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

type App = ReturnType<typeof testApp>;
async function memberIdOf(app: App, token: string) {
  const publicId = (await call(app, api.member.info, { token })).body.value.id;
  const [row] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.publicId, publicId));
  return row!.id;
}
const overview = async (app: App, token: string) =>
  (await call(app, securityApi.overview, { token })).body.value;
const setRealName = (app: App, token: string, realName: string) =>
  call(app, securityApi.realName, { token, body: { realName } });
const setPaymentPassword = (app: App, token: string, body: Record<string, string>) =>
  call(app, securityApi.paymentPassword, { token, body: body as never });
const addAccount = (app: App, token: string, body: Partial<Record<string, string>> = {}) =>
  call(app, securityApi.addBankAccount, {
    token,
    body: { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '1234567890', ...body } as never,
  });

describe('my account: real name, birthday and nickname', () => {
  it('sets the real name once, refusing a second set and a bad format', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const bad = await setRealName(app, token, 'J4n 3');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('REAL_NAME_FORMAT');
    const first = await setRealName(app, token, '  Juan   Dela Cruz ');
    expect(first.status).toBe(200);
    expect((await overview(app, token)).realName).toBe('Juan Dela Cruz');
    const again = await setRealName(app, token, 'Pedro Penduko');
    expect(again.body.code).toBe('REAL_NAME_ALREADY_SET');
    expect((await overview(app, token)).realName).toBe('Juan Dela Cruz');
  });

  it('sets the real name once even when two sets race', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const results = await Promise.all([
      setRealName(app, token, 'Ana Reyes'),
      setRealName(app, token, 'Ben Cruz'),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });

  it('sets the birthday once, for an adult on a real date', async () => {
    const app = testApp(database.db, {}, { now: manualClock(Date.parse('2026-06-01T00:00:00Z')).now });
    const { token } = await registerFromOwnIp(app);
    // 2006-01-01 is 20 on that day: old enough elsewhere, but the demo brand's players must be 21
    for (const birthday of ['2010-01-01', '2006-01-01', '1990-02-30', '01-02-1990', '1800-01-01']) {
      const refused = await call(app, securityApi.birthday, { token, body: { birthday } });
      expect(refused.body.code, birthday).toBe('BIRTHDAY_FORMAT');
      expect(refused.body.message, birthday).toBe(
        'Please enter a valid date of birth (at least 21 years old)',
      );
    }
    expect((await call(app, securityApi.birthday, { token, body: { birthday: '2005-06-01' } })).status).toBe(
      200,
    );
    const again = await call(app, securityApi.birthday, { token, body: { birthday: '1990-02-28' } });
    expect(again.body.code).toBe('BIRTHDAY_ALREADY_SET');
    expect((await overview(app, token)).birthday).toBe('2005-06-01');
  });

  it('changes the nickname as often as asked, within its length', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    expect(
      (await call(app, securityApi.nickname, { token, body: { nickname: 'x'.repeat(21) } })).body.code,
    ).toBe('NICKNAME_FORMAT');
    await call(app, securityApi.nickname, { token, body: { nickname: 'Lucky' } });
    await call(app, securityApi.nickname, { token, body: { nickname: 'Lucky Two' } });
    expect((await call(app, api.member.info, { token })).body.value.nickname).toBe('Lucky Two');
    // no controls, direction overrides or markup: a name must read as what it is
    for (const nickname of [
      'Lucky\u202eowT',
      'Lu\u2066cky',
      'Lucky\u200f',
      'Lucky\nTwo',
      'Lu\u0085cky',
      '<b>Lucky</b>',
    ]) {
      const refused = await call(app, securityApi.nickname, { token, body: { nickname } });
      expect(refused.body, JSON.stringify(nickname)).toMatchObject({
        code: 'NICKNAME_FORMAT',
        params: { max: 20 },
      });
    }
    expect((await call(app, api.member.info, { token })).body.value.nickname).toBe('Lucky Two');
  });
});

describe('my account: payment password', () => {
  it('sets it, then changes it only with the right old one', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    expect(
      (await setPaymentPassword(app, token, { paymentPassword: '12ab56', confirmPaymentPassword: '12ab56' }))
        .body.code,
    ).toBe('PAYMENT_PASSWORD_FORMAT');
    expect(
      (await setPaymentPassword(app, token, { paymentPassword: '123456', confirmPaymentPassword: '123457' }))
        .body.code,
    ).toBe('CONFIRM_MISMATCH');
    expect(
      (await setPaymentPassword(app, token, { paymentPassword: '123456', confirmPaymentPassword: '123456' }))
        .status,
    ).toBe(200);
    expect((await overview(app, token)).hasPaymentPassword).toBe(true);
    const withoutOld = await setPaymentPassword(app, token, {
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(withoutOld.body.code).toBe('OLD_PAYMENT_PASSWORD_REQUIRED');
    const wrongOld = await setPaymentPassword(app, token, {
      oldPaymentPassword: '000000',
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(wrongOld.body.code).toBe('WRONG_PAYMENT_PASSWORD');
    const changed = await setPaymentPassword(app, token, {
      oldPaymentPassword: '123456',
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(changed.status).toBe(200);
  });

  it('locks the checks after 5 wrong payment passwords, even when they come at once, and for 5 minutes', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const { token } = await registerFromOwnIp(app);
    await setPaymentPassword(app, token, { paymentPassword: '123456', confirmPaymentPassword: '123456' });
    const change = (old: string) =>
      setPaymentPassword(app, token, {
        oldPaymentPassword: old,
        paymentPassword: '222222',
        confirmPaymentPassword: '222222',
      });
    const burst = await Promise.all(Array.from({ length: 8 }, () => change('999999')));
    const codes = burst.map((result) => result.body.code);
    expect(codes.filter((code) => code === 'WRONG_PAYMENT_PASSWORD')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(3);
    // locked: even the right one is not checked
    expect((await change('123456')).status).toBe(429);
    clock.advance(5 * 60_000 + 1);
    expect((await change('123456')).status).toBe(200);
  });

  it('counts only wrong payment passwords: 12 right ones at once all pass', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    await setPaymentPassword(app, token, { paymentPassword: '123456', confirmPaymentPassword: '123456' });
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        setPaymentPassword(app, token, {
          oldPaymentPassword: '123456',
          paymentPassword: '123456',
          confirmPaymentPassword: '123456',
        }),
      ),
    );
    expect(burst.map((result) => result.status)).toEqual(Array(12).fill(200));
  });
});

describe('my account: bank accounts and e-wallets', () => {
  async function readyMember(app: App) {
    const member = await registerFromOwnIp(app);
    await setRealName(app, member.token, 'Juan Dela Cruz');
    await setPaymentPassword(app, member.token, {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    return member;
  }

  it('serves the brand bank list and needs a real name first', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const banks = (await call(app, securityApi.banks, { token })).body.value;
    expect(banks.map((bank) => bank.code)).toEqual(expect.arrayContaining(['BDO', 'GCASH']));
    expect((await addAccount(app, token)).body.code).toBe('REAL_NAME_REQUIRED');
  });

  it('adds an account in the real name only, masked in the list', async () => {
    const app = testApp(database.db);
    const { token } = await readyMember(app);
    expect((await addAccount(app, token, { accountName: 'Pedro Penduko' })).body.code).toBe(
      'ACCOUNT_NAME_MISMATCH',
    );
    expect((await addAccount(app, token, { bankCode: 'NOPE' })).body.code).toBe('UNKNOWN_BANK');
    expect((await addAccount(app, token, { accountNumber: '12ab' })).body.code).toBe('ACCOUNT_NUMBER_FORMAT');
    const added = await addAccount(app, token, { accountName: 'juan  dela cruz', bankCode: 'GCASH' });
    expect(added.status).toBe(200);
    expect(added.body.value).toMatchObject({
      bankName: 'GCash',
      kind: 'EWALLET',
      accountName: 'Juan Dela Cruz',
    });
    expect(added.body.value.accountNumber).toBe('******7890');
    expect((await addAccount(app, token, { bankCode: 'GCASH' })).body.code).toBe('BANK_ACCOUNT_TAKEN');
    const list = (await call(app, securityApi.bankAccounts, { token })).body.value;
    expect(list).toHaveLength(1);
  });

  it('shows the operator a bank account bound by several members, with its members', async () => {
    const app = testApp(database.db);
    const first = await readyMember(app);
    const second = await readyMember(app);
    const alone = await readyMember(app);
    expect((await addAccount(app, first.token, { accountNumber: '5550001112' })).status).toBe(200);
    expect((await addAccount(app, second.token, { accountNumber: '555-000-1112' })).status).toBe(200);
    expect((await addAccount(app, alone.token, { accountNumber: '5550001113' })).status).toBe(200);
    const lines = await runOperatorCommand(database.db, 'bank-accounts', ['shared'], new Date());
    expect(lines).toContain(`BDO\t5550001112\t2 members\t${first.username},${second.username}`);
    expect(lines.some((line) => line.includes('5550001113'))).toBe(false);
  });

  it(`holds at most ${MAX_BANK_ACCOUNTS} accounts, even when adds race`, async () => {
    const app = testApp(database.db);
    const { token } = await readyMember(app);
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, index) => addAccount(app, token, { accountNumber: `10000000${index}` })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(MAX_BANK_ACCOUNTS);
    expect(results.filter((result) => result.body.code === 'TOO_MANY_BANK_ACCOUNTS')).toHaveLength(4);
    expect((await call(app, securityApi.bankAccounts, { token })).body.value).toHaveLength(MAX_BANK_ACCOUNTS);
  });

  it("removes an account with the payment password; another member's answers 404", async () => {
    const app = testApp(database.db);
    const owner = await readyMember(app);
    const other = await readyMember(app);
    const { id } = (await addAccount(app, owner.token)).body.value;
    const remove = (token: string, paymentPassword: string) =>
      call(app, securityApi.removeBankAccount, { token, body: { id, paymentPassword } });
    expect((await remove(other.token, '123456')).status).toBe(404);
    expect((await remove(owner.token, '000000')).body.code).toBe('WRONG_PAYMENT_PASSWORD');
    expect((await call(app, securityApi.bankAccounts, { token: owner.token })).body.value).toHaveLength(1);
    expect((await remove(owner.token, '123456')).status).toBe(200);
    expect((await call(app, securityApi.bankAccounts, { token: owner.token })).body.value).toHaveLength(0);
    expect((await remove(owner.token, '123456')).status).toBe(404);
  });
});

describe('my account: sign-in history', () => {
  const signIn = (app: App, username: string, ip: string, device: string) =>
    call(app, api.session.login, {
      body: { username, password: 'Secret123', type: 'USERNAME' },
      ip,
      headers: { 'user-agent': device },
    });

  it('records every sign-in with its time, IP and device, latest first, and keeps the last 20', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerFromOwnIp(app);
    let token = member.token;
    for (let index = 1; index <= 21; index += 1) {
      clock.advance(60_000);
      const result = await signIn(app, member.username, member.ip, `Browser/${index}`);
      expect(result.status).toBe(200);
      // older sessions end as new ones open (MAX_LIVE_SESSIONS): read with the latest
      token = result.body.value.token;
    }
    const { signIns } = (await call(app, securityApi.signIns, { token })).body.value;
    expect(signIns).toHaveLength(20);
    expect(signIns[0]).toMatchObject({ ip: member.ip, device: 'Browser/21' });
    expect(signIns[19]?.device).toBe('Browser/2');
    expect(signIns[0]!.at > signIns[1]!.at).toBe(true);
    // my account shows the sign-in before the current one
    expect((await overview(app, token)).lastSignIn).toMatchObject({ device: 'Browser/20' });
  });

  it('does not record a wrong password', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const before = (await call(app, securityApi.signIns, { token: member.token })).body.value.signIns.length;
    await call(app, api.session.login, {
      body: { username: member.username, password: 'Wrong1234', type: 'USERNAME' },
      ip: member.ip,
    });
    const after = (await call(app, securityApi.signIns, { token: member.token })).body.value.signIns.length;
    expect(after).toBe(before);
  });
});

describe('my account: Google Authenticator', () => {
  const codeAt = (secret: string, time: number) =>
    TOTP.generate({
      secret: Secret.fromBase32(secret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      timestamp: time,
    });

  it('binds with a first code of the new secret, kept encrypted, and unbinds with a fresh code', async () => {
    const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerFromOwnIp(app);
    const setup = (await call(app, securityApi.googleAuthSetup, { token: member.token })).body.value;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Marquee%20Demo:.+\?.*secret=/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    const [row] = await database.db
      .select()
      .from(totpSecrets)
      .where(eq(totpSecrets.memberId, await memberIdOf(app, member.token)));
    expect(row?.pendingSecret).toMatch(/^v1\./);
    expect(row?.pendingSecret).not.toContain(setup.secret);

    const bind = (code: string) =>
      call(app, securityApi.googleAuthBind, { token: member.token, body: { code } });
    const now = clock.now().getTime();
    const wrong = String((Number(codeAt(setup.secret, now)) + 1) % 1_000_000).padStart(6, '0');
    expect((await bind(wrong)).body.code).toBe('INVALID_CODE');
    expect((await bind('abc')).body.code).toBe('INVALID_CODE');
    expect((await overview(app, member.token)).googleAuthBound).toBe(false);
    expect((await bind(codeAt(setup.secret, now))).status).toBe(200);
    expect((await overview(app, member.token)).googleAuthBound).toBe(true);
    expect((await call(app, securityApi.googleAuthSetup, { token: member.token })).body.code).toBe(
      'GOOGLE_AUTH_BOUND',
    );

    const unbind = (code: string) =>
      call(app, securityApi.googleAuthUnbind, { token: member.token, body: { code } });
    // the code that bound it was used: it cannot be replayed
    expect((await unbind(codeAt(setup.secret, now))).body.code).toBe('INVALID_CODE');
    clock.advance(30_000);
    expect((await unbind(codeAt(setup.secret, clock.now().getTime()))).status).toBe(200);
    expect((await overview(app, member.token)).googleAuthBound).toBe(false);
  });

  it('checks at most 5 of 200 parallel bind codes: the right one late is refused, and works after the lock', async () => {
    const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerFromOwnIp(app);
    const setup = (await call(app, securityApi.googleAuthSetup, { token: member.token })).body.value;
    const now = clock.now().getTime();
    const valid = new Set([-30_000, 0, 30_000].map((delta) => codeAt(setup.secret, now + delta)));
    const wrong = Array.from({ length: 400 }, (_, i) =>
      String((Number(codeAt(setup.secret, now)) + 1 + i) % 1_000_000).padStart(6, '0'),
    ).filter((code) => !valid.has(code));
    const bind = (code: string) =>
      call(app, securityApi.googleAuthBind, { token: member.token, body: { code } });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        bind(i === 100 || i === 199 ? codeAt(setup.secret, now) : wrong[i]!),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toEqual([]);
    expect(results.filter((result) => result.body.code === 'INVALID_CODE')).toHaveLength(5);
    expect((await overview(app, member.token)).googleAuthBound).toBe(false);
    clock.advance(5 * 60_000 + 1);
    expect((await bind(codeAt(setup.secret, clock.now().getTime()))).status).toBe(200);
  });

  it('cannot read a secret sealed with another key', async () => {
    const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerFromOwnIp(app);
    const setup = (await call(app, securityApi.googleAuthSetup, { token: member.token })).body.value;
    const otherKey = testApp(
      database.db,
      { TOTP_ENCRYPTION_KEY: 'another-totp-encryption-key' },
      { now: clock.now },
    );
    const code = codeAt(setup.secret, clock.now().getTime());
    expect(
      (await call(otherKey, securityApi.googleAuthBind, { token: member.token, body: { code } })).body.code,
    ).toBe('INVALID_CODE');
  });

  it('offers GOOGLE_AUTH and BANK_ACCOUNT_NAME on an unregistered IP and verifies them', async () => {
    const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerFromOwnIp(app);
    const { token } = member;
    const setup = (await call(app, securityApi.googleAuthSetup, { token })).body.value;
    await call(app, securityApi.googleAuthBind, {
      token,
      body: { code: codeAt(setup.secret, clock.now().getTime()) },
    });
    await setRealName(app, token, 'Juan Dela Cruz');
    await addAccount(app, token);

    const fromNewIp = async (ip: string) => {
      const login = await call(app, api.session.login, {
        body: { username: member.username, password: 'Secret123', type: 'USERNAME' },
        ip,
      });
      expect(login.body.value.token).toBe('');
      return login.body.value.needSecondFactor!;
    };
    const prove = (challengeId: string, method: 'GOOGLE_AUTH' | 'BANK_ACCOUNT_NAME', code: string) =>
      call(app, api.verification.unregisteredIp, { body: { challengeId, method, code } });

    clock.advance(30_000);
    const first = await fromNewIp('203.0.113.50');
    expect(first.methods).toEqual(['GOOGLE_AUTH', 'BANK_ACCOUNT_NAME']);
    expect((await prove(first.challengeId, 'GOOGLE_AUTH', '000000')).body.code).toBe('INVALID_CODE');
    const proved = await prove(first.challengeId, 'GOOGLE_AUTH', codeAt(setup.secret, clock.now().getTime()));
    expect(proved.status).toBe(200);
    expect(proved.body.value.token).not.toBe('');

    const second = await fromNewIp('203.0.113.51');
    expect((await prove(second.challengeId, 'BANK_ACCOUNT_NAME', 'Pedro Penduko')).body.code).toBe(
      'INVALID_CODE',
    );
    const byName = await prove(second.challengeId, 'BANK_ACCOUNT_NAME', 'juan dela  cruz');
    expect(byName.status).toBe(200);
    expect(byName.body.value.token).not.toBe('');
  });
});

describe('my account: bind mobile and email', () => {
  it('binds a number proven by its SMS code, refusing a wrong code and a taken number', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const mobileNum = uniqueMobile();
    const phone = { countryDialingCode: '63', mobileNum };
    expect(
      (await call(app, securityApi.mobileCode, { token: member.token, body: phone, ip: member.ip })).status,
    ).toBe(200);
    const code = await latestCode(app, mobileNum, 'sms');
    const wrong = await call(app, securityApi.bindMobile, {
      token: member.token,
      body: { ...phone, verificationCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.code).toBe('INVALID_CODE');
    const bound = await call(app, securityApi.bindMobile, {
      token: member.token,
      body: { ...phone, verificationCode: code },
    });
    expect(bound.status).toBe(200);
    expect((await overview(app, member.token)).mobile).toBe(`+63 ${mobileNum}`);

    const other = await registerFromOwnIp(app);
    const taken = await call(app, securityApi.mobileCode, { token: other.token, body: phone, ip: other.ip });
    expect(taken.body.code).toBe('MOBILE_TAKEN');
  });

  it('binds an address proven by the code mailed to it', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const email = `${uniqueName('mail')}@example.com`;
    expect(
      (await call(app, securityApi.emailCode, { token: member.token, body: { email: 'not-an-email' } }))
        .status,
    ).toBe(400);
    expect((await call(app, securityApi.emailCode, { token: member.token, body: { email } })).status).toBe(
      200,
    );
    const code = await latestCode(app, email, 'mail');
    const wrong = await call(app, securityApi.bindEmail, {
      token: member.token,
      body: { email, verificationCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.code).toBe('INVALID_CODE');
    expect(
      (
        await call(app, securityApi.bindEmail, {
          token: member.token,
          body: { email, verificationCode: code },
        })
      ).status,
    ).toBe(200);
    expect((await overview(app, member.token)).email).toBe(email);
    // a used code is gone: it does not prove the address bound now either
    expect(
      (
        await call(app, securityApi.bindEmail, {
          token: member.token,
          body: { email, verificationCode: code, password: member.password, currentContactCode: code },
        })
      ).body.code,
    ).toBe('INVALID_CURRENT_CODE');
    const other = await registerFromOwnIp(app);
    expect((await call(app, securityApi.emailCode, { token: other.token, body: { email } })).body.code).toBe(
      'EMAIL_TAKEN',
    );
  });

  it('changes a bound number only with the password and a code to the old number, which is told', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const bindNumber = async (proof: Record<string, string> = {}) => {
      const phone = { countryDialingCode: '63', mobileNum: uniqueMobile() };
      await call(app, securityApi.mobileCode, { token: member.token, body: phone, ip: member.ip });
      const verificationCode = await latestCode(app, phone.mobileNum, 'sms');
      const result = await call(app, securityApi.bindMobile, {
        token: member.token,
        body: { ...phone, verificationCode, ...proof },
        ip: member.ip,
      });
      return { result, mobileNum: phone.mobileNum };
    };
    // a first binding stays as it was: the new number's code alone
    const first = await bindNumber();
    expect(first.result.status).toBe(200);
    // the session token alone does not move it
    expect((await bindNumber()).result.body.code).toBe('WRONG_PASSWORD');
    expect((await bindNumber({ password: 'Wrong-pass1' })).result.body.code).toBe('WRONG_PASSWORD');
    expect((await bindNumber({ password: member.password })).result.body.code).toBe('INVALID_CURRENT_CODE');
    expect((await overview(app, member.token)).mobile).toBe(`+63 ${first.mobileNum}`);

    await call(app, securityApi.currentMobileCode, { token: member.token, ip: member.ip });
    const currentContactCode = await latestCode(app, first.mobileNum, 'sms');
    const changed = await bindNumber({ password: member.password, currentContactCode });
    expect(changed.result.status).toBe(200);
    expect((await overview(app, member.token)).mobile).toBe(`+63 ${changed.mobileNum}`);
    const [notice] = await outbox(app, first.mobileNum, 'sms');
    expect(notice?.body).toContain('was changed');
  });

  it('changes a bound address with the payment password too; wrong passwords lock after 5', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('mail')}@example.com`;
    const member = await registerFromOwnIp(app, { email });
    await setPaymentPassword(app, member.token, {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    const change = async (password: string) => {
      await call(app, securityApi.currentEmailCode, { token: member.token });
      const currentContactCode = await latestCode(app, email, 'mail');
      const next = `${uniqueName('next')}@example.com`;
      await call(app, securityApi.emailCode, { token: member.token, body: { email: next } });
      return call(app, securityApi.bindEmail, {
        token: member.token,
        body: {
          email: next,
          verificationCode: await latestCode(app, next, 'mail'),
          password,
          currentContactCode,
        },
      });
    };
    expect((await change('123456')).status).toBe(200);
    const [notice] = await outbox(app, email, 'mail');
    expect(notice?.body).toContain('was changed');
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(app, securityApi.bindEmail, {
          token: member.token,
          body: { email: 'x@example.com', verificationCode: '000000', password: 'not-it-1' },
        }),
      ),
    );
    const codes = burst.map((result) => result.body.code);
    expect(codes.filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(3);
  });
});

describe('my account: the avatar', () => {
  const icon = async (app: App, token: string) => (await call(app, api.member.icon, { token })).body.value;
  const choose = (app: App, token: string, avatarId: string) =>
    call(app, securityApi.chooseAvatar, { token, body: { avatarId } });

  it("lists the brand's avatars, named in the asked language", async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const avatars = (await call(app, securityApi.avatars, { token, query: { language: 'vi' } })).body.value;
    expect(avatars.map((avatar) => avatar.id)).toEqual(['fox', 'owl', 'tiger', 'cat', 'frog', 'bear']);
    expect(avatars[0]).toEqual({ id: 'fox', url: '/avatars/fox.svg', name: 'Cáo' });
  });

  it("keeps the member's choice, which member.icon answers from then on", async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    expect(await icon(app, token)).toEqual({ iconUrl: null });
    const chosen = await choose(app, token, 'owl');
    expect(chosen.status).toBe(200);
    expect(chosen.body.value).toEqual({ iconUrl: '/avatars/owl.svg' });
    expect(await icon(app, token)).toEqual({ iconUrl: '/avatars/owl.svg' });
    await choose(app, token, 'bear');
    expect(await icon(app, token)).toEqual({ iconUrl: '/avatars/bear.svg' });
  });

  it('refuses an avatar outside the set, keeping the choice before', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    await choose(app, token, 'fox');
    for (const avatarId of ['unicorn', '', '../logo', 'FOX', 'https://evil.example/x.svg']) {
      const refused = await choose(app, token, avatarId);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('UNKNOWN_AVATAR');
    }
    expect((await choose(app, token, 'x'.repeat(41))).status).toBe(400);
    expect(await icon(app, token)).toEqual({ iconUrl: '/avatars/fox.svg' });
  });

  it("changes only the member's own avatar", async () => {
    const app = testApp(database.db);
    const first = await registerFromOwnIp(app);
    const second = await registerFromOwnIp(app);
    await choose(app, first.token, 'tiger');
    await choose(app, second.token, 'frog');
    expect(await icon(app, first.token)).toEqual({ iconUrl: '/avatars/tiger.svg' });
    expect(await icon(app, second.token)).toEqual({ iconUrl: '/avatars/frog.svg' });
  });

  it('asks a visitor to sign in', async () => {
    const app = testApp(database.db);
    expect((await call(app, securityApi.chooseAvatar, { body: { avatarId: 'fox' } })).status).toBe(401);
  });
});
