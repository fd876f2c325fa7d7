import { type PlayLimitPeriod, parseMoneyInput } from '@marquee/api-client';
import { type TFunction, useTranslation } from '@marquee/i18n';
import { amountSchema } from '@marquee/session';
import { AmountField, fieldProps, SelectField } from '@marquee/ui-kit';

export type DepositLimitPeriod = Exclude<PlayLimitPeriod, 'SESSION'>;

// a type, not an interface: the registration form's values (a record) and the retry's fit one form type
export type DepositLimitValues = {
  limitPeriod: DepositLimitPeriod;
  limitAmount: string;
};

type LimitForm = Parameters<typeof fieldProps<Record<string, unknown>>>[0];

const PERIOD_KEYS = {
  DAY: 'reg_limit_day',
  WEEK: 'reg_limit_week',
  MONTH: 'reg_limit_month',
} as const satisfies Record<DepositLimitPeriod, string>;

/**
 * The limit's amount rule before sign-in: the platform's money rule (positive, whole minor units).
 * The brand's maximum is the platform's to check once the account exists; its refusal is shown
 * with the limit kept, to correct or skip.
 */
export const depositLimitAmountSchema = (t: TFunction) =>
  amountSchema(t, { min: 1, max: Number.MAX_SAFE_INTEGER });

/** The request the play-safe service takes, from values the schema has passed. */
export function depositLimitRequest(values: DepositLimitValues) {
  const parsed = parseMoneyInput(values.limitAmount) as { minor: number };
  return { kind: 'DEPOSIT' as const, period: values.limitPeriod, amount: parsed.minor };
}

/** The deposit limit's period and amount, shared by the registration form and its retry. */
export function DepositLimitFields({ formik }: { formik: LimitForm }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('reg_limit_period')}
        options={(['DAY', 'WEEK', 'MONTH'] as const).map((period) => ({
          value: period,
          label: t(PERIOD_KEYS[period]),
        }))}
        {...fieldProps(formik, 'limitPeriod')}
      />
      <AmountField
        label={t('reg_limit_amount')}
        hint={t('reg_limit_hint')}
        {...fieldProps(formik, 'limitAmount')}
      />
    </>
  );
}
