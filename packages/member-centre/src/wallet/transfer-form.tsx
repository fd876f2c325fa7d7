import { parseMoneyInput, type TransferDirection, type TransferVendor } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useBalanceQuery, useIdempotencyKey, useSubmitFailure } from '@marquee/session';
import {
  AmountField,
  Form,
  FormError,
  fieldProps,
  RadioChoices,
  SelectField,
  SubmitButton,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useTransferMutation } from '../mutations/transfer-mutation';
import { useVendorBalanceQuery } from '../queries/vendor-balance-query';
import { formatAmount } from '../shared/format-amount';
import { transferAmountError } from './transfer-amount';

/** Refusals that are about the amount typed: shown on the field. */
const FIELD_OF = { INSUFFICIENT_BALANCE: 'amount' } as const;

interface Values {
  vassalage: string;
  direction: TransferDirection;
  amount: string;
}

/**
 * Main ↔ one game wallet. The amount is checked as the platform checks it and against the balance
 * it leaves; a refusal is a message on the field, the typed values stay and nothing moves.
 */
export function TransferForm({ vendors }: { vendors: readonly TransferVendor[] }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const transfer = useTransferMutation();
  const attempt = useIdempotencyKey();
  const { failure, trySubmit } = useSubmitFailure(FIELD_OF);
  const [done, setDone] = useState<string | null>(null);
  const open = vendors.filter((vendor) => !vendor.maintenance);
  const format = (minor: number) => formatAmount(minor, currencySymbol, locale);

  const formik = useFormik<Values>({
    initialValues: { vassalage: open[0]?.vassalage ?? '', direction: 'IN', amount: '' },
    validate: (values) => {
      const available = values.direction === 'IN' ? main.data?.sumBalance : vendorBalance.data;
      const amount = transferAmountError(t, values.amount, available, format);
      return amount ? { amount } : {};
    },
    onSubmit: async (values, helpers) => {
      setDone(null);
      const parsed = parseMoneyInput(values.amount);
      if (!parsed.ok) return;
      await trySubmit(helpers, async () => {
        await transfer.mutateAsync({
          vassalage: values.vassalage,
          direction: values.direction,
          amount: parsed.minor,
          idempotencyKey: attempt.keyFor(`${values.vassalage}|${values.direction}|${parsed.minor}`),
        });
        attempt.done();
        setDone(t('mcw_transfer_done', { amount: format(parsed.minor) }));
        helpers.resetForm({ values: { ...values, amount: '' } });
      });
    },
  });
  useRevalidateOnLanguage(formik);
  const main = useBalanceQuery();
  const vendorBalance = useVendorBalanceQuery(formik.values.vassalage);

  if (open.length === 0) return null;
  return (
    <Form onSubmit={formik.handleSubmit} className="mq-mc-form" label={t('mcw_transfer_form')}>
      <SelectField
        label={t('mcw_game_wallet')}
        options={open.map((vendor) => ({ value: vendor.vassalage, label: vendor.name }))}
        {...formik.getFieldProps('vassalage')}
      />
      <RadioChoices
        legend={t('mcw_direction')}
        name="direction"
        choices={[
          { value: 'IN', label: t('mcw_direction_in') },
          { value: 'OUT', label: t('mcw_direction_out') },
        ]}
        value={formik.values.direction}
        onChange={(direction) => void formik.setFieldValue('direction', direction)}
        className="mq-choices"
        choiceClassName="mq-choice"
      />
      <AmountField label={t('mc_amount')} {...fieldProps(formik, 'amount')} />
      <FormError message={failure} />
      {done && (
        <p role="status" className="mq-mc-hint">
          {done}
        </p>
      )}
      <SubmitButton pending={formik.isSubmitting}>{t('mcw_transfer_submit')}</SubmitButton>
    </Form>
  );
}
