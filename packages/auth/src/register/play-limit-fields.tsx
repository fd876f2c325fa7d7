import {
  PLAY_LIMIT_KEYS,
  type PlayLimitKey,
  type PlayLimitKind,
  type PlayLimitSetting,
  parseMoneyInput,
  playLimitMinutesProblem,
} from '@marquee/api-client';
import { type TFunction, type TranslationKey, useTranslation } from '@marquee/i18n';
import { amountSchema } from '@marquee/session';
import { AmountField, Button, fieldProps, SelectField, TextField } from '@marquee/ui-kit';
import { useEffect, useRef } from 'react';
import { array, object, string } from 'yup';

/** One limit as typed: which limit (`KIND:PERIOD`) and its amount (money, or whole minutes for a session). */
export interface PlayLimitRow {
  key: string;
  amount: string;
}

/** The field of the rows in the registration form and its retry. */
export const PLAY_LIMITS_FIELD = 'playLimits';

type LimitForm = Parameters<typeof fieldProps<Record<string, unknown>>>[0] & {
  setFieldValue: (field: string, value: unknown) => unknown;
};

const KIND_KEYS = {
  DEPOSIT: 'reg_limit_kind_deposit',
  LOSS: 'reg_limit_kind_loss',
  WAGER: 'reg_limit_kind_wager',
  SESSION: 'reg_limit_kind_session',
} as const satisfies Record<PlayLimitKind, TranslationKey>;

const AMOUNT_KEYS = {
  DEPOSIT: 'reg_limit_amount',
  LOSS: 'reg_limit_amount_loss',
  WAGER: 'reg_limit_amount_wager',
  SESSION: 'reg_limit_minutes',
} as const satisfies Record<PlayLimitKind, TranslationKey>;

const PERIOD_KEYS = {
  DAY: 'reg_limit_day',
  WEEK: 'reg_limit_week',
  MONTH: 'reg_limit_month',
} as const satisfies Record<Exclude<PlayLimitKey['period'], 'SESSION'>, TranslationKey>;

export const rowKey = (key: PlayLimitKey) => `${key.kind}:${key.period}`;
const limitOf = (value: string) =>
  PLAY_LIMIT_KEYS.find((key) => rowKey(key) === value) ?? PLAY_LIMIT_KEYS[0]!;

/** A limit's name for the player: its kind, and for money its period. */
export function playLimitName(t: TFunction, key: PlayLimitKey) {
  return key.period === 'SESSION'
    ? t(KIND_KEYS[key.kind])
    : `${t(KIND_KEYS[key.kind])} · ${t(PERIOD_KEYS[key.period])}`;
}

/** The first row: a daily deposit limit, the limit most players set first. */
export const firstPlayLimitRow = (): PlayLimitRow => ({ key: rowKey(PLAY_LIMIT_KEYS[0]!), amount: '' });

/**
 * Before sign-in the brand's maxima are not known: they are the platform's to check once the
 * account exists, and its refusal is shown with every limit kept, to correct or skip.
 */
const NO_MAXIMUM = Number.MAX_SAFE_INTEGER;

/**
 * The rows' rule before sign-in, the platform's own: a money limit is a positive amount in whole
 * minor units (`amountSchema`), a session limit whole minutes (the contract's
 * `playLimitMinutesProblem`). Each limit comes once: a row offers only the limits no other row has.
 */
export const playLimitRowsSchema = (t: TFunction) =>
  array().of(
    object({
      key: string().required(),
      amount: string().when('key', ([key]) =>
        limitOf(String(key)).kind === 'SESSION'
          ? string().test('minutes', '', function check(value) {
              const problem = playLimitMinutesProblem(value ?? '', NO_MAXIMUM);
              if (!problem) return true;
              return this.createError({
                message: t(
                  problem === 'required' ? 'reg_limit_minutes_required' : 'reg_limit_minutes_format',
                ),
              });
            })
          : amountSchema(t, { min: 1, max: NO_MAXIMUM }),
      ),
    }),
  );

/** The limits `setLimits` takes, from rows the schema has passed. */
export function playLimitSettings(rows: readonly PlayLimitRow[]): PlayLimitSetting[] {
  return rows.map((row) => {
    const key = limitOf(row.key);
    const amount =
      key.kind === 'SESSION'
        ? Number(row.amount.trim())
        : (parseMoneyInput(row.amount) as { minor: number }).minor;
    return { ...key, amount };
  });
}

/**
 * Any number of limits, each kind and period once: a row per limit (which one, and its amount:
 * money, or minutes for a session), rows added and removed by buttons. Shared by the registration
 * form and its retry.
 */
export function PlayLimitFields({ formik }: { formik: LimitForm }) {
  const { t } = useTranslation();
  const rows = (formik.values[PLAY_LIMITS_FIELD] as PlayLimitRow[] | undefined) ?? [];
  const taken = new Set(rows.map((row) => row.key));
  const free = PLAY_LIMIT_KEYS.filter((key) => !taken.has(rowKey(key)));
  const setRows = (next: PlayLimitRow[]) => void formik.setFieldValue(PLAY_LIMITS_FIELD, next);
  // a removed row takes its focused Remove button with it: the focus goes on to "Add another limit"
  const add = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    add.current?.focus();
  });
  return (
    <div className="mq-auth-limits">
      {rows.map((row, index) => {
        const key = limitOf(row.key);
        const number = index + 1;
        const name = `${PLAY_LIMITS_FIELD}.${index}`;
        // a row offers its own limit and those no other row has
        const options = PLAY_LIMIT_KEYS.filter(
          (option) => rowKey(option) === row.key || !taken.has(rowKey(option)),
        );
        const amount = fieldProps(formik, `${name}.amount`);
        return (
          // by place, not by limit: choosing another limit keeps the row, and the focus in it
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are controlled by formik's list
          <fieldset key={index} className="mq-auth-limits__row">
            <legend>{t('reg_limit_row', { number })}</legend>
            <SelectField
              label={t('reg_limit_kind')}
              options={options.map((option) => ({ value: rowKey(option), label: playLimitName(t, option) }))}
              {...fieldProps(formik, `${name}.key`)}
            />
            {key.kind === 'SESSION' ? (
              <TextField label={t(AMOUNT_KEYS.SESSION)} inputMode="numeric" {...amount} />
            ) : (
              <AmountField label={t(AMOUNT_KEYS[key.kind])} {...amount} />
            )}
            {rows.length > 1 && (
              <Button
                variant="secondary"
                onClick={() => {
                  removed.current = true;
                  setRows(rows.filter((_, other) => other !== index));
                }}
                aria-label={t('reg_limit_remove', { number })}
              >
                {t('reg_limit_remove_short')}
              </Button>
            )}
          </fieldset>
        );
      })}
      <p className="mq-auth-limits__hint">{t('reg_limit_hint')}</p>
      {free.length > 0 && (
        <Button
          ref={add}
          variant="secondary"
          onClick={() => setRows([...rows, { key: rowKey(free[0]!), amount: '' }])}
        >
          {t('reg_limit_add')}
        </Button>
      )}
    </div>
  );
}
