import type { RegistrationFieldRule } from '../contract/system-types';
import { ANY_PATTERN, fieldLength, rulePattern, validateField } from './validate-field';

const rule = (overrides: Partial<RegistrationFieldRule> = {}): RegistrationFieldRule => ({
  field: 'username',
  patternId: 1,
  acceptedPattern: '',
  minLength: 6,
  maxLength: 16,
  required: true,
  ...overrides,
});

describe('validateField', () => {
  it('passes a value that meets length and pattern', () => {
    expect(validateField(rule(), 'player01')).toEqual({ ok: true });
  });

  it('fails required with the pattern id and bounds for the message', () => {
    expect(validateField(rule(), '')).toEqual({
      ok: false,
      reason: 'required',
      patternId: 1,
      min: 6,
      max: 16,
    });
  });

  it('treats whitespace alone as empty when the field is required', () => {
    expect(validateField(rule(), '   ')).toMatchObject({ ok: false, reason: 'required' });
  });

  it('accepts an empty optional field without checking length or pattern', () => {
    expect(validateField(rule({ required: false }), '')).toEqual({ ok: true });
  });

  it('still checks an optional field that holds whitespace', () => {
    expect(validateField(rule({ required: false, minLength: 1 }), '  ')).toMatchObject({ reason: 'pattern' });
  });

  it('fails length below min and above max, bounds included', () => {
    expect(validateField(rule(), 'abcde')).toMatchObject({ ok: false, reason: 'length', min: 6, max: 16 });
    expect(validateField(rule(), 'abcdef')).toEqual({ ok: true });
    expect(validateField(rule(), 'a'.repeat(16))).toEqual({ ok: true });
    expect(validateField(rule(), 'a'.repeat(17))).toMatchObject({ ok: false, reason: 'length' });
  });

  it('checks length before the pattern', () => {
    expect(validateField(rule(), '1')).toMatchObject({ reason: 'length' });
  });

  it('counts length in code points', () => {
    expect(fieldLength('𠀀𠀁')).toBe(2);
    const han = rule({ patternId: 2, minLength: 2, maxLength: 2 });
    expect(validateField(han, '𠀀𠀁')).toEqual({ ok: true });
    expect(validateField(han, '𠀀𠀁𠀂')).toMatchObject({ reason: 'length' });
  });

  it('reads a maxLength of 0 as no upper bound and a negative minLength as 0', () => {
    const open = rule({ minLength: -3, maxLength: 0 });
    expect(validateField(open, `a${'1'.repeat(500)}`)).toEqual({ ok: true });
    expect(validateField(open, '1')).toEqual({
      ok: false,
      reason: 'pattern',
      patternId: 1,
      min: 0,
      max: Infinity,
    });
  });

  it('falls back to the built-in pattern of the id when the rule has no expression', () => {
    expect(validateField(rule(), '1player')).toMatchObject({ ok: false, reason: 'pattern', patternId: 1 });
  });

  it("prefers the server's expression over the built-in one", () => {
    const digits = rule({ acceptedPattern: '^\\d+$' });
    expect(validateField(digits, '123456')).toEqual({ ok: true });
    expect(validateField(digits, 'player01')).toMatchObject({ reason: 'pattern' });
  });

  it('anchors a server expression that has no anchors', () => {
    const digits = rule({ acceptedPattern: '\\d+' });
    expect(validateField(digits, '123456')).toEqual({ ok: true });
    expect(validateField(digits, 'abc123456')).toMatchObject({ reason: 'pattern' });
  });

  it('compiles a server expression that is only valid without the u flag', () => {
    const loose = rule({ acceptedPattern: '^[a-z\\-]+$' });
    expect(validateField(loose, 'abc-def')).toEqual({ ok: true });
    expect(validateField(loose, 'abc_def')).toMatchObject({ reason: 'pattern' });
  });

  it('uses script classes in server expressions', () => {
    expect(validateField(rule({ acceptedPattern: '^\\p{Script=Thai}+$' }), 'สวัสดีครับ')).toEqual({ ok: true });
  });

  it('falls back to the built-in pattern when the server expression does not compile', () => {
    const broken = rule({ acceptedPattern: '^[a-z' });
    expect(validateField(broken, 'player01')).toEqual({ ok: true });
    expect(validateField(broken, '1player')).toMatchObject({ reason: 'pattern' });
  });

  it(`accepts any value under '${ANY_PATTERN}', but still checks required and length`, () => {
    const any = rule({ acceptedPattern: '*' });
    expect(validateField(any, '!! 张三 !!')).toEqual({ ok: true });
    expect(validateField(any, '')).toMatchObject({ reason: 'required' });
    expect(validateField(any, 'abc')).toMatchObject({ reason: 'length' });
  });

  it('accepts any value for an unknown pattern id without an expression', () => {
    expect(validateField(rule({ patternId: 99 }), '!! any !!')).toEqual({ ok: true });
  });
});

describe('rulePattern', () => {
  it('returns null for any, the server expression when given, else the built-in', () => {
    expect(rulePattern({ patternId: 1, acceptedPattern: '*' })).toBeNull();
    expect(rulePattern({ patternId: 1, acceptedPattern: '^x$' })?.test('x')).toBe(true);
    expect(rulePattern({ patternId: 6, acceptedPattern: '' })?.test('123')).toBe(true);
    expect(rulePattern({ patternId: 6, acceptedPattern: '  ' })?.test('abc')).toBe(false);
  });

  it('returns the same compiled expression for the same source', () => {
    const a = rulePattern({ patternId: 1, acceptedPattern: '^y+$' });
    expect(rulePattern({ patternId: 2, acceptedPattern: '^y+$' })).toBe(a);
  });
});
