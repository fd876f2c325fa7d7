import { type Bank, isAccountNumber, sameHolderName, securityApi } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useSubmitFailure } from '@marquee/session';
import { Field, fieldError, fieldProps, schemaErrors, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { MemberForm } from '../shared/member-form';

/** The list's groups: banks, then e-wallets. */
const KINDS = [
  ['BANK', 'mca_kind_bank'],
  ['EWALLET', 'mca_kind_ewallet'],
] as const;

export interface AddBankAccountFormProps {
  banks: readonly Bank[];
  /** accounts must be in this name */
  realName: string;
}

/** Adds a bank account or e-wallet from the brand's list, in the member's real name. */
export function AddBankAccountForm({ banks, realName }: AddBankAccountFormProps) {
  const { t } = useTranslation();
  const add = useSecurityMutation(securityApi.addBankAccount);
  const { failure, trySubmit } = useSubmitFailure({
    UNKNOWN_BANK: 'bankCode',
    ACCOUNT_NAME_MISMATCH: 'accountName',
    ACCOUNT_NUMBER_FORMAT: 'accountNumber',
    BANK_ACCOUNT_TAKEN: 'accountNumber',
  });
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
    onSubmit: (values, helpers) =>
      trySubmit(helpers, async () => {
        await add.mutateAsync(values);
        helpers.resetForm();
      }),
  });
  useRevalidateOnLanguage(formik);
  return (
    <MemberForm
      label={t('mca_add_bank_account')}
      formik={formik}
      failure={failure}
      submitLabel={t('mca_add_bank_account')}
    >
      <Field label={t('mca_bank')} error={fieldError(formik, 'bankCode')}>
        {(control) => (
          <select {...control} {...formik.getFieldProps('bankCode')}>
            <option value="">{t('mca_choose_bank')}</option>
            {KINDS.map(([kind, key]) => (
              <optgroup key={kind} label={t(key)}>
                {banks
                  .filter((bank) => bank.kind === kind)
                  .map((bank) => (
                    <option key={bank.code} value={bank.code}>
                      {bank.name}
                    </option>
                  ))}
              </optgroup>
            ))}
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
    </MemberForm>
  );
}
