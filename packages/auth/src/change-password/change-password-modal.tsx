import { passwordRule } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { fieldProps, Modal } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { useChangePasswordMutation } from '../mutations/change-password-mutation';
import { AuthForm } from '../shared/auth-form';
import { NewPasswordFields } from '../shared/new-password-fields';
import { PasswordField } from '../shared/password-field';
import { confirmationSchema, ruleSchema } from '../shared/rule-test';

export interface ChangePasswordModalProps {
  open: boolean;
  /**
   * After a login with firstTimeLogin or passwordExpired (PWDEXPFORCECHANGE3) the change cannot be
   * dismissed: no close button, no Escape, no backdrop click.
   */
  forced?: boolean;
  /** the current password when the app already has it (just typed at login); then it is not asked */
  knownOldPassword?: string;
  onClose?: () => void;
  /** after the change: member info has been reloaded; the shell goes home */
  onDone: () => void;
}

/** Change password: old (only if not known), new (password rule), confirmation. */
export function ChangePasswordModal({
  open,
  forced = false,
  knownOldPassword,
  onClose,
  onDone,
}: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const askOld = !knownOldPassword;

  const schema = useMemo(
    () =>
      object({
        oldPassword: askOld ? string().required(t('enter_old_password')) : string(),
        newPassword: ruleSchema(t, passwordRule),
        confirmNewPassword: confirmationSchema(t, 'newPassword'),
      }),
    [t, askOld],
  );

  const formik = useFormik({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await change.mutateAsync({
          oldPassword: knownOldPassword ?? values.oldPassword,
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        });
        onDone();
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);

  const dismiss = forced ? () => undefined : (onClose ?? (() => undefined));

  return (
    <Modal
      open={open}
      onClose={dismiss}
      title={forced ? t('password_change_required') : t('change_password')}
      closeLabel={forced ? null : t('close')}
      closeOnEscape={!forced}
      closeOnBackdrop={!forced}
    >
      <AuthForm
        formik={formik}
        failure={failure}
        onDismissFailure={() => setFailure(null)}
        submitLabel={t('confirm')}
      >
        {forced && <p>{t('password_change_required_info')}</p>}
        {askOld && (
          <PasswordField
            label={t('old_password')}
            autoComplete="current-password"
            {...fieldProps(formik, 'oldPassword')}
          />
        )}
        <NewPasswordFields formik={formik} />
      </AuthForm>
    </Modal>
  );
}
