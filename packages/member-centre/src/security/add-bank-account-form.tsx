import { type Bank, isAccountNumber, sameHolderName, securityApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Field, FormError, fieldError, fieldProps, SubmitButton, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { placeFailure, schemaErrors } from './form-errors';

export interface AddBankAccountFormProps {
  banks: readonly Bank[];
  /** accounts must be in this name */
  realName: string;
}

/** Adds a bank account or e-wallet from the brand's list, in the member's real name. */
export function AddBankAccountForm({ banks, realName }: AddBankAccountFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const add = useSecurityMutation(securityApi.addBankAccount);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { bankCode: '', accountName: realName, accountNumber: '' },
    validate: (values) =>
      schemaErrors(
        object({
          bankCode: string().required(t('mca_bank_required')),
          accountName: string()
            .required(t('mca_account_name_required'))
            .test(
              'real-name',
              t('error_code_account_name_mismatch'),
              (value) => !value || sameHolderName(value, realName),
            ),
          accountNumber: string()
            .required(t('mca_account_number_required'))
            .test(
              'digits',
              t('error_code_account_number_format'),
              (value) => !value || isAccountNumber(value.replace(/[\s-]/g, '')),
            ),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await add.mutateAsync(values);
        helpers.resetForm();
      } catch (error) {
        setFailure(
          placeFailure(
            error,
            {
              UNKNOWN_BANK: 'bankCode',
              ACCOUNT_NAME_MISMATCH: 'accountName',
              ACCOUNT_NUMBER_FORMAT: 'accountNumber',
              BANK_ACCOUNT_TAKEN: 'accountNumber',
            },
            helpers.setFieldError,
            errorText(error),
          ),
        );
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={formik.handleSubmit}
      className="mq-form mq-mc-form"
      aria-label={t('mca_add_bank_account')}
    >
      <Field label={t('mca_bank')} error={fieldError(formik, 'bankCode')}>
        {(control) => (
          <select {...control} {...formik.getFieldProps('bankCode')}>
            <option value="">{t('mca_choose_bank')}</option>
            <optgroup label={t('mca_kind_bank')}>
              {banks
                .filter((bank) => bank.kind === 'BANK')
                .map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
            </optgroup>
            <optgroup label={t('mca_kind_ewallet')}>
              {banks
                .filter((bank) => bank.kind === 'EWALLET')
                .map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
            </optgroup>
          </select>
        )}
      </Field>
      <TextField label={t('mca_account_name')} autoComplete="off" {...fieldProps(formik, 'accountName')} />
      <TextField
        label={t('mca_account_number')}
        inputMode="numeric"
        autoComplete="off"
        {...fieldProps(formik, 'accountNumber')}
      />
      <FormError message={failure} />
      <SubmitButton pending={formik.isSubmitting}>{t('mca_add_bank_account')}</SubmitButton>
    </form>
  );
}
