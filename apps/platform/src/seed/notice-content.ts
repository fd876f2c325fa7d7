import {
  type AGENT_NOTICE_TYPE,
  type NoticeType,
  TRANSLATED_LANGUAGE_INFO,
} from '@marquee/api-client/contract';
import type { Random } from '../services/prng';
import { NOTICE_LANGUAGES, NOTICE_PHRASES, type NoticeLanguage } from './notice-phrases';
import { HELP_TOPICS, PLAYER_TOPICS, POPUP_TOPICS, PROMOTION_TOPICS, type Texts } from './notice-topics';

interface NoticeTranslation {
  language: Exclude<NoticeLanguage, 'EN'>;
  title: string;
  content: string;
}

/** A demo notice: its English row and its texts in the brand's other languages. */
export interface NoticeDraft {
  /** a players' notice type, or the agents' announcements' */
  type: Exclude<NoticeType, 'B'> | typeof AGENT_NOTICE_TYPE;
  title: string;
  content: string;
  translations: NoticeTranslation[];
}

/** A peso amount in whole thousands. */
function pesos(random: Random, minThousands: number, maxThousands: number): number {
  return random.int(minThousands, maxThousands) * 1000;
}

/** Pesos as `language` writes money: '₱25,000.00' in English, '25.000,00 ₱' in Vietnamese. */
function pesosIn(language: NoticeLanguage, amount: number): string {
  return new Intl.NumberFormat(TRANSLATED_LANGUAGE_INFO[language].htmlLang, {
    style: 'currency',
    currency: 'PHP',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}

/** The notice in every language: the same facts, each language's own sentences. */
function inEveryLanguage(
  type: NoticeDraft['type'],
  topic: Texts,
  write: (language: NoticeLanguage) => string[],
): NoticeDraft {
  const translations = NOTICE_LANGUAGES.filter((language) => language !== 'EN').map((language) => ({
    language,
    title: topic[language],
    content: write(language).join(''),
  }));
  return { type, title: topic.EN, content: write('EN').join(''), translations };
}

export function noticeDrafts(random: Random): NoticeDraft[] {
  return [
    ...PLAYER_TOPICS.map((topic) => {
      // drawn in this order since the first release, so the seeded catalogue stays the same
      const hours = random.int(1, 4);
      const day = random.int(1, 28);
      const facts = { hours, day, amount: pesos(random, 5, 50) };
      return inEveryLanguage('PL', topic, (language) =>
        NOTICE_PHRASES[language].player(topic[language], {
          ...facts,
          amount: pesosIn(language, facts.amount),
        }),
      );
    }),
    ...POPUP_TOPICS.map((topic) =>
      inEveryLanguage('PU', topic, (language) => NOTICE_PHRASES[language].popup(topic[language])),
    ),
    ...PROMOTION_TOPICS.map((topic) => {
      const turnover = random.int(5, 15);
      const facts = { turnover, amount: pesos(random, 1, 9) };
      return inEveryLanguage('PR', topic, (language) =>
        NOTICE_PHRASES[language].promotion(topic[language], {
          ...facts,
          amount: pesosIn(language, facts.amount),
        }),
      );
    }),
    ...HELP_TOPICS.map((topic) =>
      inEveryLanguage('H', topic, (language) => NOTICE_PHRASES[language].help(topic[language])),
    ),
  ];
}
