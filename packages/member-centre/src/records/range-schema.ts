import { RECORD_MAX_DAYS_BACK, type RecordRangeProblem, recordRangeProblem } from '@marquee/api-client';
import type { TFunction, TranslationKey } from '@marquee/i18n';
import * as yup from 'yup';

const RANGE_KEYS: Record<RecordRangeProblem, TranslationKey> = {
  NOT_A_DAY: 'mcrec_error_date_format',
  RECORD_END_BEFORE_START: 'error_code_record_end_before_start',
  RECORD_RANGE_TOO_LONG: 'error_code_record_range_too_long',
};

/**
 * The range with the platform's own rule (the contract's), so the page refuses what the platform
 * would before asking it; the message sits on the end date, the field the player last moved.
 */
export function rangeSchema(t: TFunction, today: string) {
  return yup.object({
    from: yup.string().required(),
    to: yup
      .string()
      .required()
      .test('range', '', function check(to) {
        const problem = recordRangeProblem({ from: this.parent.from as string, to: to ?? '' }, today);
        if (!problem) return true;
        return this.createError({ message: t(RANGE_KEYS[problem], { max: RECORD_MAX_DAYS_BACK }) });
      }),
  });
}
