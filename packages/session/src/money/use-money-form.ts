import { type ErrorCode, parseMoneyInput } from '@marquee/api-client';
import { type TFunction, useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { schemaErrors } from '@marquee/ui-kit';
import { type FormikHelpers, useFormik } from 'formik';
import { useState } from 'react';
import { object, type Schema, type StringSchema } from 'yup';
import { useSubmitFailure } from '../errors/submit-failure';
import { paymentPasswordSchema, TRANSFER_REFUSAL_FIELDS } from './amount-and-password';
import { useIdempotencyKey } from './idempotency-key';

export type MoneyFormValues<E extends Record<string, string>> = E & {
  amount: string;
  paymentPassword: string;
};

export interface MoneyFormOptions<E extends Record<string, string>, R> {
  /** the form's other fields and their first values (a withdrawal's bank account) */
  extra?: E;
  /** the amount's rule (`amountSchema` and any test of its own) and the other fields' rules */
  rules: (t: TFunction) => { amount: StringSchema } & { [K in keyof E]: Schema };
  /** where the platform's refusals land; a transfer's by default */
  refusalFields?: Partial<Record<ErrorCode, string>>;
  /** what makes one attempt: sent again (a double click, a retry), it carries the same key */
  attemptOf: (values: MoneyFormValues<E>, minor: number) => string;
  /** moves the money: the parsed amount, the payment password and the attempt's key */
  send: (
    request: { amount: number; paymentPassword: string; idempotencyKey: string },
    values: MoneyFormValues<E>,
  ) => Promise<R>;
}

/**
 * A form that lets money leave the account (a withdrawal, a transfer): the amount and the payment
 * password validated as the platform does, one idempotency key per attempt so money moves once, the
 * refusals on their fields with every value kept, and after a success the answer in `done` and the
 * amount and password cleared (the other fields keep theirs).
 */
export function useMoneyForm<E extends Record<string, string>, R>({
  extra,
  rules,
  refusalFields = TRANSFER_REFUSAL_FIELDS,
  attemptOf,
  send,
}: MoneyFormOptions<E, R>) {
  const { t } = useTranslation();
  const attempt = useIdempotencyKey();
  const { failure, trySubmit } = useSubmitFailure(refusalFields);
  const [done, setDone] = useState<R | null>(null);
  const formik = useFormik<MoneyFormValues<E>>({
    initialValues: { ...(extra as E), amount: '', paymentPassword: '' },
    validate: (values) =>
      schemaErrors(object({ ...rules(t), paymentPassword: paymentPasswordSchema(t) }), values),
    onSubmit: async (values, helpers: FormikHelpers<MoneyFormValues<E>>) => {
      setDone(null);
      const parsed = parseMoneyInput(values.amount);
      if (!parsed.ok) return;
      await trySubmit(helpers, async () => {
        const result = await send(
          {
            amount: parsed.minor,
            paymentPassword: values.paymentPassword,
            idempotencyKey: attempt.keyFor(attemptOf(values, parsed.minor)),
          },
          values,
        );
        attempt.done();
        setDone(() => result);
        helpers.resetForm({ values: { ...values, amount: '', paymentPassword: '' } });
      });
    },
  });
  useRevalidateOnLanguage(formik);
  return { formik, failure, done };
}
