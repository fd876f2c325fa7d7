import type { TFunction } from '@marquee/i18n';
import * as yup from 'yup';

/**
 * Only what the form can know: both fields asked for. The registration rules (length, characters,
 * a taken name) are the platform's, whose translated refusal the form shows.
 */
export function registerSchema(t: TFunction) {
  return yup.object({
    username: yup.string().trim().required(t('ac_username_required')),
    password: yup.string().required(t('ac_password_required')),
  });
}
