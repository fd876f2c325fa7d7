import { type BankAccount, securityApi } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { Dialog, useSubmitFailure } from '@marquee/session';
import {
  Button,
  Form,
  FormError,
  fieldProps,
  PaymentPasswordField,
  SubmitButton,
  schemaErrors,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';

export interface RemoveBankAccountDialogProps {
  account: BankAccount;
  onClose: () => void;
}

/** Asks for the payment password before an account is removed. */
export function RemoveBankAccountDialog({ account, onClose }: RemoveBankAccountDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const remove = useSecurityMutation(securityApi.removeBankAccount);
  const { failure, trySubmit } = useSubmitFailure({
    WRONG_PAYMENT_PASSWORD: 'paymentPassword',
    TOO_MANY_ATTEMPTS: 'paymentPassword',
    PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
  });
  const formik = useFormik({
    initialValues: { paymentPassword: '' },
    validate: (values) =>
      schemaErrors(
        object({ paymentPassword: string().required(t('mca_payment_password_required')) }),
        values,
      ),
    onSubmit: (values, helpers) =>
      trySubmit(helpers, async () => {
        await remove.mutateAsync({ id: account.id, paymentPassword: values.paymentPassword });
        onClose();
      }),
  });
  useRevalidateOnLanguage(formik);
  return (
    <Dialog
      onClose={onClose}
      title={t('mca_remove_bank_account')}
      initialFocusRef={firstField}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton form={formId} pending={formik.isSubmitting}>
            {t('mca_remove')}
          </SubmitButton>
        </>
      }
    >
      <Form id={formId} onSubmit={formik.handleSubmit} className="mq-mc-form">
        <p>
          {t('mca_remove_bank_account_confirm', { bank: account.bankName, number: account.accountNumber })}
        </p>
        <PaymentPasswordField
          ref={firstField}
          label={t('mca_payment_password')}
          {...fieldProps(formik, 'paymentPassword')}
        />
        <FormError message={failure} />
      </Form>
    </Dialog>
  );
}
