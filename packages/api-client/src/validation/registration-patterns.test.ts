import { isRegistrationPatternId, patternMessageKey } from './registration-pattern-ids';
import {
  matchesRegistrationPattern,
  REGISTRATION_PATTERNS,
  registrationPattern,
} from './registration-patterns';

const samples: Array<[id: number, valid: string[], invalid: string[]]> = [
  [1, ['a', 'Player01', 'z9Z9'], ['1abc', '_abc', 'ab c', 'abé', 'ab-c']],
  [2, ['张三', '北京123号', '一', '𠀀9'], ['123', '张 三', '张三a', '張三!', 'ｱ']],
  [
    3,
    ['a@b.co', 'first.last+tag@mail.example.com', 'X_Y@sub-domain.example.travel'],
    ['plain', 'a@b', 'a@b.c', 'a@@b.co', '.a@b.co', 'a.@b.co', 'a..b@c.co', 'a@-b.co', 'a b@c.co', 'ü@b.co'],
  ],
  [4, ['abc', '123', 'aB3'], ['a_b', 'a b', 'a-b', 'é1']],
  [5, ['abc123', '1a', 'Pa$$w0rd'], ['abcdef', '123456', '!!!!', 'abc 123', 'ab1€']],
  [6, ['0', '0123456789'], ['1.5', '-1', '１２', '12a', '١٢']],
  [7, ['Abc', 'A1', 'aaaZ99'], ['abc1', '123', 'Ab_1', 'Ab 1']],
  [8, ['John', 'Mary Jane', ' Lee '], ['   ', 'José', "O'Neil", 'John2']],
  [9, ['abc', '!@#', '张三', '😀'], ['a b', 'a\tb', 'ab\n', 'a\u00a0b', 'a\u3000b']],
  [10, ['你好，世界。', '张三', '《书》'], ['，。', '你好 世界', '你好a', '你好+']],
  [
    11,
    ['2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01', '9999-12-31'],
    [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '0000-01-01',
      '2024-1-05',
      '2024/01/05',
    ],
  ],
  [
    12,
    ['02-29-2024', '02-29-2000', '12-31-1999', '01-01-0001'],
    ['02-29-2023', '02-29-2100', '06-31-2024', '13-01-2024', '2024-02-29', '1-05-2024'],
  ],
  [13, ['한국어', 'ㄱㄴㄷ', '김'], ['한 국', '한국1', 'Korean', '韓國']],
  [14, ['ภาษาไทย', 'สวัสดี', '๑๒๓'], ['ภาษา ไทย', 'ไทยA', '฿', 'ไทย1']],
  [15, ['สวัสดี John', 'ภาษาไทย', 'Anna Lee'], ['   ', 'สวัสดี1', 'John_Lee', 'José']],
  [16, ['JOHN SMITH', 'A', ' B '], ['   ', 'John', 'JOHN2', 'JÖRG']],
  [17, ['abc', 'P@ss-w0rd!', '~'], ['pass word', 'pässword', 'tab\there']],
  [18, ['Aa1!', 'Str0ng#Pass'], ['Aa1a', 'aa1!', 'AA1!', 'Aa!!', 'Aa 1!', 'Aa1€']],
  [
    19,
    ['123456', '+84912345678', '123456789012345'],
    ['12345', '1234567890123456', '++123456', '0912 345 678', '09-1234567', '+'],
  ],
  [
    20,
    ['Nguyễn Văn An', 'Đặng Thị Hồng', 'John', 'Nguye\u0302\u0303n', 'Trần'],
    ['   ', 'Nguyễn1', '\u0301An', 'a\u0302\u0303\u0301', 'Nguyễn_Văn', 'Zoë'],
  ],
];

describe('REGISTRATION_PATTERNS', () => {
  it('holds the ids 1 to 20 once each, in order', () => {
    expect(REGISTRATION_PATTERNS.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it.each(REGISTRATION_PATTERNS.map((p) => [p.id, p] as const))(
    'pattern %i is anchored, unicode-aware and described',
    (_id, p) => {
      expect(p.regex.source.startsWith('^')).toBe(true);
      expect(p.regex.source.endsWith('$')).toBe(true);
      expect(p.regex.flags).toBe('u');
      expect(p.description.length).toBeGreaterThan(5);
      expect(Object.isFrozen(p)).toBe(true);
    },
  );

  it.each(samples)('pattern %i accepts its hand-picked valid samples', (id, valid) => {
    for (const value of valid)
      expect({ value, ok: matchesRegistrationPattern(id, value) }).toEqual({ value, ok: true });
  });

  it.each(samples)('pattern %i refuses its hand-picked invalid samples', (id, _valid, invalid) => {
    for (const value of invalid)
      expect({ value, ok: matchesRegistrationPattern(id, value) }).toEqual({ value, ok: false });
  });

  it('judges the whole value, not a substring', () => {
    expect(matchesRegistrationPattern(6, 'abc123def')).toBe(false);
    expect(matchesRegistrationPattern(11, 'x2024-01-01')).toBe(false);
    expect(matchesRegistrationPattern(3, 'a@b.co\n')).toBe(false);
  });

  it('refuses the empty value in every pattern (emptiness is the required check)', () => {
    for (const p of REGISTRATION_PATTERNS)
      expect({ id: p.id, ok: p.regex.test('') }).toEqual({ id: p.id, ok: false });
  });

  it('knows no pattern outside 1..20', () => {
    expect(registrationPattern(0)).toBeUndefined();
    expect(registrationPattern(21)).toBeUndefined();
    expect(isRegistrationPatternId(20)).toBe(true);
    expect(isRegistrationPatternId(21)).toBe(false);
    expect(matchesRegistrationPattern(99, 'anything')).toBe(false);
  });

  it('names the message key after the pattern id', () => {
    expect(patternMessageKey(7)).toBe('reg_pattern_7');
  });
});
