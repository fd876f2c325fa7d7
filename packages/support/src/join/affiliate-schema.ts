import { AFFILIATE_RULES, isSafeName } from '@marquee/api-client';
import type { TFunction } from '@marquee/i18n';
import { array, object, string } from 'yup';

const WHOLE_NUMBER = /^\d+$/;

/** The application form's rules: the contract's bounds, the platform checks the same. */
export function affiliateSchema(t: TFunction) {
  const { nameMax, contactMax, expectedPlayersMin: min, expectedPlayersMax: max } = AFFILIATE_RULES;
  return object({
    name: string()
      .trim()
      .required(t('join_error_name', { max: nameMax }))
      .max(nameMax, t('join_error_name', { max: nameMax }))
      .test('safe', t('join_error_name_characters'), (value) => !value || isSafeName(value)),
    contact: string()
      .trim()
      .required(t('join_error_contact', { max: contactMax }))
      .max(contactMax, t('join_error_contact', { max: contactMax })),
    channels: array().of(string().required()).min(1, t('join_error_channels')),
    expectedPlayers: string().test('players', t('join_error_players', { min, max }), (value) => {
      const text = (value ?? '').trim();
      if (!WHOLE_NUMBER.test(text)) return false;
      const players = Number(text);
      return players >= min && players <= max;
    }),
  });
}
