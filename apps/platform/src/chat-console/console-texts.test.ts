import { CONSOLE_LANGUAGES, CONSOLE_TEXTS } from './console-languages';
import type { ConsoleTexts } from './console-text-keys';
import { consolePage } from './page';
import { consoleScript } from './script';

const english = CONSOLE_TEXTS.EN;
const keys = Object.keys(english).sort() as (keyof ConsoleTexts)[];
const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('operator console texts', () => {
  it.each(CONSOLE_LANGUAGES)('%s has every key, none empty, with the same {marks} as English', (language) => {
    const texts = CONSOLE_TEXTS[language];
    expect(Object.keys(texts).sort()).toEqual(keys);
    for (const key of keys) {
      expect(texts[key].trim(), `${language}.${key}`).not.toBe('');
      expect(marks(texts[key]), `${language}.${key}`).toEqual(marks(english[key]));
    }
  });

  it.each(CONSOLE_LANGUAGES.filter((language) => language !== 'EN'))(
    '%s is a translation, not a copy of English',
    (language) => {
      const copies = keys.filter((key) => CONSOLE_TEXTS[language][key] === english[key]);
      expect(copies).toEqual([]);
    },
  );

  it('every text is used, by the page or by the script', () => {
    const page = consolePage('EN');
    const script = consoleScript('EN');
    const unused = keys.filter(
      (key) =>
        !page.includes(`>${english[key]}<`) &&
        !page.includes(`"${english[key]}"`) &&
        !script.includes(`T.${key}`),
    );
    expect(unused).toEqual([]);
  });
});
