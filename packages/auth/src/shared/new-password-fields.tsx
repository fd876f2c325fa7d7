import { useTranslation } from '@marquee/i18n';
import { fieldProps } from '@marquee/ui-kit';
import type { FormikProps } from 'formik';
import { PasswordField } from './password-field';

interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** The new password and its confirmation, as every form that sets a password asks them. */
export function NewPasswordFields<V extends NewPasswordValues>({ formik }: { formik: FormikProps<V> }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('new_password')}
        autoComplete="new-password"
        {...fieldProps(formik, 'newPassword')}
      />
      <PasswordField
        label={t('confirm_new_password')}
        autoComplete="new-password"
        {...fieldProps(formik, 'confirmNewPassword')}
      />
    </>
  );
}
