import {
  PLAY_LIMIT_KEYS,
  type PlayLimitKey,
  type PlayLimitKind,
  type PlayLimitsResponse,
  parseMoneyInput,
  playLimitMinutesProblem,
  playSafeApi,
  playSafeKeys,
} from '@marquee/api-client';
import { type TranslationKey, useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { amountSchema, useSubmitFailure } from '@marquee/session';
import { AmountField, fieldProps, SelectField, schemaErrors, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useEndpointMutation } from '../mutations/endpoint-mutation';
import { MemberForm } from '../shared/member-form';

export const KIND_KEYS: Record<PlayLimitKind, TranslationKey> = {
  DEPOSIT: 'mcps_kind_deposit',
  LOSS: 'mcps_kind_loss',
  WAGER: 'mcps_kind_wager',
  SESSION: 'mcps_kind_session',
};
export const PERIOD_KEYS: Record<PlayLimitKey['period'], TranslationKey> = {
  DAY: 'mcps_period_day',
  WEEK: 'mcps_period_week',
  MONTH: 'mcps_period_month',
  SESSION: 'mcps_period_session',
};

const optionValue = (key: PlayLimitKey) => `${key.kind}:${key.period}`;
const keyOf = (value: string) =>
  PLAY_LIMIT_KEYS.find((key) => optionValue(key) === value) ?? PLAY_LIMIT_KEYS[0]!;

/**
 * Sets one limit: which limit, and its amount (money, or minutes for a session). The amount's rule
 * is the platform's (a positive amount in whole minor units up to the brand's maximum); a lower
 * limit applies at once, a higher one waits, as the page says.
 */
export function LimitForm({ limits }: { limits: PlayLimitsResponse }) {
  const { t } = useTranslation();
  const save = useEndpointMutation(playSafeApi.setLimit, [playSafeKeys.limits()]);
  const { failure, trySubmit } = useSubmitFailure({});
  const [done, setDone] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { limit: optionValue(PLAY_LIMIT_KEYS[0]!), amount: '' },
    validate: (values) =>
      schemaErrors(
        object({
          amount:
            keyOf(values.limit).kind === 'SESSION'
              ? string().test('minutes', '', function check(value) {
                  const problem = playLimitMinutesProblem(value ?? '', limits.maxMinutes);
                  return problem
                    ? this.createError({ message: t(`mcps_minutes_${problem}`, { max: limits.maxMinutes }) })
                    : true;
                })
              : amountSchema(t, { min: 1, max: limits.maxAmount }),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setDone(null);
      const key = keyOf(values.limit);
      const amount =
        key.kind === 'SESSION'
          ? Number(values.amount.trim())
          : (parseMoneyInput(values.amount) as { minor: number }).minor;
      await trySubmit(helpers, async () => {
        const answer = await save.mutateAsync({ ...key, amount });
        const saved = answer.limits.find((limit) => limit.kind === key.kind && limit.period === key.period);
        setDone(t(saved?.pending ? 'mcps_saved_pending' : 'mcps_saved'));
        helpers.resetForm({ values: { ...values, amount: '' } });
      });
    },
  });
  useRevalidateOnLanguage(formik);
  const session = keyOf(formik.values.limit).kind === 'SESSION';
  const limitLabel = (key: PlayLimitKey) =>
    key.kind === 'SESSION'
      ? t(KIND_KEYS.SESSION)
      : `${t(KIND_KEYS[key.kind])} · ${t(PERIOD_KEYS[key.period])}`;
  return (
    <MemberForm
      label={t('mcps_set_title')}
      formik={formik}
      failure={failure}
      status={done}
      submitLabel={t('mcps_set_submit')}
    >
      <SelectField
        label={t('mcps_limit_label')}
        options={PLAY_LIMIT_KEYS.map((key) => ({ value: optionValue(key), label: limitLabel(key) }))}
        {...fieldProps(formik, 'limit')}
      />
      {session ? (
        <TextField label={t('mcps_minutes_label')} inputMode="numeric" {...fieldProps(formik, 'amount')} />
      ) : (
        <AmountField label={t('mcps_amount_label')} {...fieldProps(formik, 'amount')} />
      )}
    </MemberForm>
  );
}
