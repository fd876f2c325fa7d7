import {
  PLAY_LIMIT_KINDS,
  type PlayLimitKind,
  type PlayLimitPeriod,
  parseMoneyInput,
  playLimitProblem,
} from '@marquee/api-client';
import { type TFunction, useTranslation } from '@marquee/i18n';
import { amountSchema } from '@marquee/session';
import { AmountField, fieldProps, SelectField, TextField } from '@marquee/ui-kit';
import { string } from 'yup';

type MoneyLimitPeriod = Exclude<PlayLimitPeriod, 'SESSION'>;

// a type, not an interface: the registration form's values (a record) and the retry's fit one form type
export type PlayLimitValues = {
  limitKind: PlayLimitKind;
  /** the money limit's period; ignored for the session time limit, which has only SESSION */
  limitPeriod: MoneyLimitPeriod;
  /** money for a money limit, whole minutes for the session time limit */
  limitAmount: string;
};

type LimitForm = Parameters<typeof fieldProps<Record<string, unknown>>>[0];

const KIND_KEYS = {
  DEPOSIT: 'reg_limit_kind_deposit',
  LOSS: 'reg_limit_kind_loss',
  WAGER: 'reg_limit_kind_wager',
  SESSION: 'reg_limit_kind_session',
} as const satisfies Record<PlayLimitKind, string>;

const AMOUNT_KEYS = {
  DEPOSIT: 'reg_limit_amount',
  LOSS: 'reg_limit_amount_loss',
  WAGER: 'reg_limit_amount_wager',
  SESSION: 'reg_limit_minutes',
} as const satisfies Record<PlayLimitKind, string>;

const PERIOD_KEYS = {
  DAY: 'reg_limit_day',
  WEEK: 'reg_limit_week',
  MONTH: 'reg_limit_month',
} as const satisfies Record<MoneyLimitPeriod, string>;

/**
 * Before sign-in the brand's maxima are not known: they are the platform's to check once the
 * account exists, and its refusal is shown with the limit kept, to correct or skip.
 */
const NO_MAXIMUM = { maxAmount: Number.MAX_SAFE_INTEGER, maxMinutes: Number.MAX_SAFE_INTEGER };

/**
 * The limit's amount rule before sign-in, the platform's own: a money limit is a positive amount in
 * whole minor units; a session limit whole minutes, at least 1 (the contract's playLimitProblem).
 */
export const playLimitAmountSchema = (t: TFunction, kind: PlayLimitKind) =>
  kind === 'SESSION'
    ? string().test('minutes', '', function check(value) {
        const text = (value ?? '').trim();
        if (!text) return this.createError({ message: t('reg_limit_minutes_required') });
        const wrong = !/^\d+$/.test(text) || playLimitProblem('SESSION', Number(text), NO_MAXIMUM) !== null;
        return wrong ? this.createError({ message: t('reg_limit_minutes_format') }) : true;
      })
    : amountSchema(t, { min: 1, max: NO_MAXIMUM.maxAmount });

/** The request the play-safe service takes, from values the schema has passed. */
export function playLimitRequest(values: PlayLimitValues) {
  if (values.limitKind === 'SESSION') {
    return {
      kind: 'SESSION' as const,
      period: 'SESSION' as const,
      amount: Number(values.limitAmount.trim()),
    };
  }
  const parsed = parseMoneyInput(values.limitAmount) as { minor: number };
  return { kind: values.limitKind, period: values.limitPeriod, amount: parsed.minor };
}

/**
 * Which limit (deposit, loss, wager or session time), its period and its amount (minutes for a
 * session), shared by the registration form and its retry.
 */
export function PlayLimitFields({ formik }: { formik: LimitForm }) {
  const { t } = useTranslation();
  const kind = formik.values.limitKind as PlayLimitKind;
  return (
    <>
      <SelectField
        label={t('reg_limit_kind')}
        options={PLAY_LIMIT_KINDS.map((value) => ({ value, label: t(KIND_KEYS[value]) }))}
        {...fieldProps(formik, 'limitKind')}
      />
      {kind === 'SESSION' ? (
        <TextField
          label={t(AMOUNT_KEYS.SESSION)}
          inputMode="numeric"
          hint={t('reg_limit_hint')}
          {...fieldProps(formik, 'limitAmount')}
        />
      ) : (
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
            label={t(AMOUNT_KEYS[kind])}
            hint={t('reg_limit_hint')}
            {...fieldProps(formik, 'limitAmount')}
          />
        </>
      )}
    </>
  );
}
