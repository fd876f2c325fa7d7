import {
  emailRule,
  mobileRule,
  passwordRule,
  registrationPattern,
  usernameRule,
} from '@marquee/api-client/contract';
import { REGISTRATION_RULES } from './registration-rules';

describe('REGISTRATION_RULES', () => {
  it('are the api-client shared rules, with each pattern expression taken from its catalogue', () => {
    const byField = new Map(REGISTRATION_RULES.map((rule) => [rule.field, rule]));
    for (const [field, base] of [
      ['username', usernameRule],
      ['password', passwordRule],
      ['verifyPwd', passwordRule],
      ['mobileNum', mobileRule],
      ['email', emailRule],
    ] as const) {
      const rule = byField.get(field)!;
      expect(rule).toMatchObject({
        patternId: base.patternId,
        minLength: base.minLength,
        maxLength: base.maxLength,
      });
      expect(rule.acceptedPattern).toBe(registrationPattern(base.patternId)!.regex.source);
    }
    expect(byField.get('email')?.required).toBe(false);
    expect(byField.get('username')?.required).toBe(true);
  });
});
