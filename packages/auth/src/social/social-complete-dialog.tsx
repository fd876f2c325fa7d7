import type { LoginResponse, SocialCompleteMode } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, Modal } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { mixed, object, string } from 'yup';
import { useSocialCompleteMutation } from '../mutations/social-complete-mutation';
import { FormError } from '../shared/form-error';
import { fieldProps } from '../shared/formik-field';
import { PasswordField } from '../shared/password-field';
import { TextField } from '../shared/text-field';
import { useErrorText } from '../shared/use-error-text';

export interface SocialCompleteDialogProps {
  provider: string;
  idToken: string;
  onLoggedIn: (response: LoginResponse, password?: string) => void;
  onCancel: () => void;
}

/**
 * After the provider answered: link the identity to an existing account (username and password)
 * or register a new account. The platform cannot undo the choice, so the dialog says so (spec §4).
 */
export function SocialCompleteDialog({ provider, idToken, onLoggedIn, onCancel }: SocialCompleteDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const complete = useSocialCompleteMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      object({
        mode: mixed<SocialCompleteMode>().oneOf(['LINK', 'REGISTER']).required(),
        // the account fields only matter when linking
        username: string().when('mode', ([mode], field) =>
          mode === 'LINK' ? field.trim().required(t('enter_username')) : field,
        ),
        password: string().when('mode', ([mode], field) =>
          mode === 'LINK' ? field.required(t('enter_password')) : field,
        ),
      }),
    [t],
  );
  const formik = useFormik({
    initialValues: { mode: 'LINK' as SocialCompleteMode, username: '', password: '' },
    validationSchema: schema,
    onSubmit: async ({ mode, username, password }) => {
      setFailure(null);
      try {
        const response = await complete.mutateAsync(
          mode === 'LINK'
            ? { provider, idToken, mode, username: username.trim(), password }
            : { provider, idToken, mode },
        );
        onLoggedIn(response, mode === 'LINK' ? password : undefined);
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });

  return (
    <Modal open onClose={onCancel} title={t('social_complete_title')} closeLabel={t('close')}>
      <form noValidate onSubmit={formik.handleSubmit} className="mq-auth-form">
        <fieldset className="mq-auth-form__choices">
          <legend>{t('social_choose')}</legend>
          {(['LINK', 'REGISTER'] as const).map((mode) => (
            <label key={mode} className="mq-auth-form__choice">
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={formik.values.mode === mode}
                onChange={() => void formik.setFieldValue('mode', mode)}
              />
              {mode === 'LINK' ? t('social_link_existing') : t('social_register_new')}
            </label>
          ))}
        </fieldset>
        <p role="note" className="mq-auth-form__warning">
          {t('social_choice_final')}
        </p>
        {formik.values.mode === 'LINK' && (
          <>
            <TextField label={t('username')} autoComplete="username" {...fieldProps(formik, 'username')} />
            <PasswordField
              label={t('password')}
              autoComplete="current-password"
              {...fieldProps(formik, 'password')}
            />
          </>
        )}
        <FormError message={failure} />
        <Button type="submit" fullWidth loading={formik.isSubmitting}>
          {t('confirm')}
        </Button>
      </form>
    </Modal>
  );
}
