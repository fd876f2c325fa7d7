import type { DepositChannel } from '@marquee/api-client';
import { parseMoneyInput } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { amountSchema, errorCodeOf, useErrorText, useIdempotencyKey } from '@marquee/session';
import {
  AmountField,
  Button,
  Form,
  FormError,
  fieldProps,
  Money,
  minorToMajor,
  RadioChoices,
  SubmitButton,
  schemaErrors,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { object, string } from 'yup';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useCreateDepositMutation } from '../mutations/create-deposit-mutation';
import { useDepositOrderQuery } from '../queries/deposit-order-query';
import { ChannelLogo } from './channel-logo';
import { DepositInstructions } from './deposit-instructions';
import { openPaymentWindow, showPaymentPage } from './open-payment-window';

const FIELD_CODES = new Set(['AMOUNT_BELOW_MIN', 'AMOUNT_ABOVE_MAX', 'TOO_MANY_PENDING_DEPOSITS']);

export interface DepositFormProps {
  channels: readonly DepositChannel[];
}

/**
 * Channel, amount (typed or a preset) and submit. The payment window opens within the click; the
 * order's payment page loads in it once the platform has made the order. Any refusal is a message
 * on the amount, the typed values stay, and the waiting window closes. The order just made is
 * followed below the form; once it is credited the amount clears for the next deposit.
 */
export function DepositForm({ channels }: DepositFormProps) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const errorText = useErrorText();
  const deposit = useCreateDepositMutation();
  const attempt = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [madeOrder, setMadeOrder] = useState<string | null>(null);
  const made = useDepositOrderQuery(madeOrder);
  const credited = made.data?.status === 'CREDITED' ? made.data.orderNo : null;

  const formik = useFormik({
    initialValues: { channel: channels[0]?.code ?? '', amount: '' },
    validate: (values) => {
      const channel = channels.find((candidate) => candidate.code === values.channel);
      const schema = object({
        channel: string().required(t('mc_channel_required')),
        amount: channel ? amountSchema(t, channel) : string(),
      });
      return schemaErrors(schema, values);
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setBlockedUrl(null);
      setMadeOrder(null);
      const parsed = parseMoneyInput(values.amount);
      if (!parsed.ok) return;
      const kind = channels.find((channel) => channel.code === values.channel)?.kind;
      // only an e-wallet pays in a window of this page; bank and QR payments happen elsewhere
      const popup = kind === 'EWALLET' ? openPaymentWindow() : null;
      try {
        const order = await deposit.mutateAsync({
          channel: values.channel,
          amount: parsed.minor,
          idempotencyKey: attempt.keyFor(`${values.channel}|${parsed.minor}`),
        });
        attempt.done();
        setMadeOrder(order.orderNo);
        if (order.kind === 'EWALLET' && order.payUrl && !showPaymentPage(popup, order.payUrl)) {
          setBlockedUrl(order.payUrl);
        }
      } catch (error) {
        popup?.close();
        const code = errorCodeOf(error);
        if (code && FIELD_CODES.has(code)) helpers.setFieldError('amount', errorText(error));
        else setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);

  const { resetForm, values } = formik;
  // a credited order clears the amount for the next deposit; the channel chosen stays
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly credited order resets, not a change of channel
  useEffect(() => {
    if (!credited) return;
    setBlockedUrl(null);
    resetForm({ values: { channel: values.channel, amount: '' } });
  }, [credited, resetForm]);

  const selected = useMemo(
    () => channels.find((channel) => channel.code === formik.values.channel),
    [channels, formik.values.channel],
  );

  return (
    <Form onSubmit={formik.handleSubmit} className="mq-mc-form" label={t('mc_deposit_form')}>
      <RadioChoices
        legend={t('mc_channel')}
        name="channel"
        choices={channels.map((channel) => ({
          value: channel.code,
          label: (
            <>
              <ChannelLogo code={channel.code} kind={channel.kind} name={channel.name} />
              {channel.name}
            </>
          ),
        }))}
        value={formik.values.channel}
        onChange={(channel) => void formik.setFieldValue('channel', channel)}
        className="mq-choices"
        choiceClassName="mq-choice"
      />
      {selected && (
        <p className="mq-mc-hint">
          {t('mc_limits')}{' '}
          <Money amount={minorToMajor(selected.min)} currencySymbol={currencySymbol} locale={locale} /> –{' '}
          <Money amount={minorToMajor(selected.max)} currencySymbol={currencySymbol} locale={locale} />
        </p>
      )}
      <AmountField label={t('mc_amount')} {...fieldProps(formik, 'amount')} />
      {selected && (
        <fieldset className="mq-mc-presets">
          <legend className="mq-mc-presets__legend">{t('mc_presets')}</legend>
          {selected.presets.map((preset) => (
            <Button
              key={preset}
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => void formik.setFieldValue('amount', String(minorToMajor(preset)))}
            >
              <Money amount={minorToMajor(preset)} currencySymbol={currencySymbol} locale={locale} />
            </Button>
          ))}
        </fieldset>
      )}
      <FormError message={failure} />
      {blockedUrl && (
        <p role="status">
          <a href={blockedUrl} target="_blank" rel="noopener">
            {t('mc_open_payment_page')}
          </a>
        </p>
      )}
      <SubmitButton pending={formik.isSubmitting}>{t('mc_deposit_submit')}</SubmitButton>
      {made.data && <DepositInstructions order={made.data} />}
    </Form>
  );
}
