import type { RegistrationFieldRule } from '../contract/system-types';
import { emailRule, mobileRule, passwordRule, ruleFor, smsCodeRule, usernameRule } from './form-rules';
import { validateField } from './validate-field';

describe('form rules', () => {
  it.each([
    ['usernameRule', usernameRule, 'player01', '1player'],
    ['passwordRule', passwordRule, 'secret123', 'secretpass'],
    ['emailRule', emailRule, 'me@example.com', 'me@example'],
    ['mobileRule', mobileRule, '+84912345678', '0912-345-678'],
    ['smsCodeRule', smsCodeRule, '123456', '12a456'],
  ] as const)('%s accepts a good value and refuses a bad one', (_name, rule, good, bad) => {
    expect(validateField(rule, good)).toEqual({ ok: true });
    expect(validateField(rule, bad)).toMatchObject({ ok: false });
    expect(validateField(rule, '')).toMatchObject({ ok: false, reason: 'required' });
  });

  it('checks the password length bounds 8 to 20', () => {
    expect(validateField(passwordRule, 'abc1234')).toMatchObject({ reason: 'length', min: 8, max: 20 });
    expect(validateField(passwordRule, `a${'1'.repeat(19)}`)).toEqual({ ok: true });
    expect(validateField(passwordRule, `a${'1'.repeat(20)}`)).toMatchObject({ reason: 'length' });
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(passwordRule)).toBe(true);
  });
});

describe('ruleFor', () => {
  const serverRules: RegistrationFieldRule[] = [
    { field: 'password', patternId: 18, acceptedPattern: '', minLength: 10, maxLength: 30, required: true },
    { field: 'email', patternId: 3, acceptedPattern: '', minLength: 6, maxLength: 64, required: false },
  ];

  it("takes the server's rule for the field", () => {
    expect(ruleFor(serverRules, 'password', passwordRule)).toMatchObject({ patternId: 18, minLength: 10 });
  });

  it("keeps the form's own required flag", () => {
    expect(ruleFor(serverRules, 'email', emailRule).required).toBe(true);
  });

  it('falls back when the rules are missing or lack the field', () => {
    expect(ruleFor(undefined, 'password', passwordRule)).toEqual(passwordRule);
    expect(ruleFor(serverRules, 'username', usernameRule)).toEqual(usernameRule);
  });

  it('returns a copy, never the shared default', () => {
    expect(ruleFor(null, 'password', passwordRule)).not.toBe(passwordRule);
  });
});
