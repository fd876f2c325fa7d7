import { I18N_TEXT_TABLES } from './all-translations';
import { checkTexts, findDuplicateKeys } from './check-texts';
import { defineFeatureTexts, type TextTables } from './feature-texts';
import { sharedTexts } from './shared-texts';

describe.each(Object.entries(I18N_TEXT_TABLES))("i18n's %s texts", (_name, tables) => {
  it('are in every language, translated, with the same variables and snake_case keys', () => {
    expect(checkTexts(tables)).toEqual([]);
  });
});

it("each key of i18n's files is in one of them only", () => {
  expect(findDuplicateKeys([])).toEqual([]);
});

describe('checkTexts', () => {
  const good = {
    CN: { greet: '你好 {{name}}', ok: '好' },
    EN: { greet: 'Hello {{name}}', ok: 'OK' },
    ID: { greet: 'Halo {{name}}', ok: 'OK' },
    TH: { greet: 'สวัสดี {{name}}', ok: 'ตกลง' },
    TY: { greet: 'Kumusta {{name}}', ok: 'OK' },
    VI: { greet: 'Xin chào {{name}}', ok: 'OK' },
  } satisfies TextTables;

  it('passes complete, translated files', () => {
    expect(checkTexts(good, { sameAsEnglish: ['ok'] })).toEqual([]);
  });

  it('names a missing or extra key, an empty text, other variables and a copy of English', () => {
    const bad: TextTables = {
      ...good,
      CN: { ok: '好', Greet: '你好' },
      TH: { greet: 'สวัสดี {{user}}', ok: ' ' },
      VI: { greet: 'Hello {{name}}', ok: 'OK' },
    };
    expect(checkTexts(bad, { sameAsEnglish: ['ok'] })).toEqual([
      'CN lacks greet',
      'CN has Greet, which English lacks',
      'CN: Greet is not a flat snake_case key',
      'TH: greet uses {user}, English {name}',
      'TH: ok is empty',
      'VI: greet repeats the English text',
    ]);
  });

  it('takes a proper name for what it is in every language', () => {
    const app = 'Google Authenticator';
    const named: TextTables = {
      CN: { ...good.CN, app },
      EN: { ...good.EN, app },
      ID: { ...good.ID, app },
      TH: { ...good.TH, app },
      TY: { ...good.TY, app },
      VI: { ...good.VI, app },
    };
    expect(checkTexts(named, { sameAsEnglish: ['ok'] })).toContain('CN: app repeats the English text');
    expect(checkTexts(named, { sameAsEnglish: ['ok'], properNames: ['app'] })).toEqual([]);
  });
});

describe('findDuplicateKeys', () => {
  it("names a key two packages define, or one that repeats one of i18n's", () => {
    const set = (name: string, english: Record<string, string>) => ({
      texts: defineFeatureTexts(name, { ...sharedTexts.loaders }),
      tables: { EN: english } as unknown as TextTables,
    });
    const one = set('one', { only_mine: 'a', shared_word: 'b', login: 'c' });
    const two = set('two', { shared_word: 'b' });
    expect(findDuplicateKeys([one, two])).toEqual([
      'login is in @marquee/i18n core and one',
      'shared_word is in one and two',
    ]);
  });
});
