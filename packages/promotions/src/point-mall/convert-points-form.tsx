import type { ErrorCode, PointConfig, PointConversion } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { paymentPasswordSchema, useIdempotencyKey, useSubmitFailure } from '@marquee/session';
import {
  Form,
  FormError,
  fieldProps,
  PaymentPasswordField,
  SubmitButton,
  schemaErrors,
  TextField,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useId } from 'react';
import { object, string } from 'yup';
import { useConvertPointsMutation } from '../mutations/convert-points-mutation';
import { formatPoints } from './format-points';
import { PointRates } from './point-rates';

/** Where the platform's refusals land; the others (a time-out, self-exclusion) are the form's message. */
const REFUSAL_FIELDS: Partial<Record<ErrorCode, string>> = {
  POINTS_NOT_ENOUGH: 'points',
  POINT_CONVERT_MIN: 'points',
  WRONG_PAYMENT_PASSWORD: 'paymentPassword',
  TOO_MANY_ATTEMPTS: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
};

const WHOLE = /^\d+$/;

interface ConvertPointsFormProps {
  config: PointConfig;
  /** the member's points now */
  balance: number;
  money: (minor: number) => string;
  locale?: string | undefined;
  onConverted: (conversion: PointConversion) => void;
}

/**
 * Converting points to balance at the brand's point ratio, with its rate table: a whole number of
 * points, at least the platform's minimum and at most what the member holds (checked here and
 * again by the platform), confirmed with the payment password. A refusal keeps what was typed.
 */
export function ConvertPointsForm({ config, balance, money, locale, onConverted }: ConvertPointsFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const convert = useConvertPointsMutation();
  const { failure, trySubmit } = useSubmitFailure(REFUSAL_FIELDS);
  // one key per submitted attempt: a double click or a retried request converts once
  const attempt = useIdempotencyKey();
  const schema = object({
    points: string()
      .trim()
      .required(t('pm_convert_whole'))
      .matches(WHOLE, t('pm_convert_whole'))
      .test('min', t('error_code_point_convert_min', { min: config.minConvert }), (value) =>
        !value || !WHOLE.test(value) ? true : Number(value) >= config.minConvert,
      )
      .test('held', t('error_code_points_not_enough'), (value) =>
        !value || !WHOLE.test(value) ? true : Number(value) <= balance,
      ),
    paymentPassword: paymentPasswordSchema(t),
  });
  const formik = useFormik({
    initialValues: { points: '', paymentPassword: '' },
    validate: (values) => schemaErrors(schema, values),
    onSubmit: (values, helpers) =>
      trySubmit(helpers, async () => {
        const points = Number(values.points.trim());
        const conversion = await convert.mutateAsync({
          points,
          paymentPassword: values.paymentPassword,
          idempotencyKey: attempt.keyFor(String(points)),
        });
        attempt.done();
        helpers.resetForm();
        onConverted(conversion);
      }),
  });
  useRevalidateOnLanguage(formik);
  const typed = formik.values.points.trim();
  const worth = WHOLE.test(typed) ? Number(typed) * config.pointRatio : null;
  return (
    <section className="mq-point-convert" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pm_convert')}</h2>
      <p>
        {t('pm_convert_intro', {
          amount: money(config.pointRatio),
          min: formatPoints(config.minConvert, locale),
        })}
      </p>
      <PointRates rates={config.rates} money={money} locale={locale} />
      {!config.hasPaymentPassword && <p className="mq-point-convert__note">{t('pm_password_not_set')}</p>}
      <Form onSubmit={formik.handleSubmit} label={t('pm_convert_form')} className="mq-point-convert__form">
        <TextField
          label={t('pm_convert_points')}
          inputMode="numeric"
          autoComplete="off"
          {...fieldProps(formik, 'points')}
        />
        <p aria-live="polite" className="mq-point-convert__worth">
          {worth === null ? '' : t('pm_convert_worth', { amount: money(worth) })}
        </p>
        <PaymentPasswordField label={t('mca_payment_password')} {...fieldProps(formik, 'paymentPassword')} />
        <FormError message={failure} />
        <SubmitButton pending={formik.isSubmitting}>{t('pm_convert_confirm')}</SubmitButton>
      </Form>
    </section>
  );
}
