import type { LoginResponse, SecondFactorChallenge, SecondFactorMethod } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, Modal } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSecondFactorMutation } from '../mutations/second-factor-mutation';
import { FormError } from '../shared/form-error';
import { fieldProps } from '../shared/formik-field';
import { TextField } from '../shared/text-field';
import { useErrorText } from '../shared/use-error-text';

const METHOD_LABEL: Record<SecondFactorMethod, string> = {
  SMS: 'method_sms',
  EMAIL: 'method_email',
  BANK_ACCOUNT_NAME: 'method_bank_account_name',
  GOOGLE_AUTH: 'method_google_auth',
};

export interface SecondFactorDialogProps {
  open: boolean;
  challenge: SecondFactorChallenge;
  /** the finished login (token set, session started) */
  onDone: (response: LoginResponse) => void;
  onCancel: () => void;
}

/**
 * Login from an unregistered IP (spec §4): the player picks one of the offered methods and enters
 * the code (or bank account name); the answer carries the token that completes the login.
 */
export function SecondFactorDialog({ open, challenge, onDone, onCancel }: SecondFactorDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const verify = useSecondFactorMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { method: challenge.methods[0] ?? 'SMS', code: '' },
    validationSchema: object({ code: string().trim().required(t('enter_verification_code')) }),
    onSubmit: async ({ method, code }) => {
      setFailure(null);
      try {
        onDone(await verify.mutateAsync({ challengeId: challenge.challengeId, method, code: code.trim() }));
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });

  const codeLabel =
    formik.values.method === 'BANK_ACCOUNT_NAME' ? t('bank_account_name') : t('verification_code');

  return (
    <Modal open={open} onClose={onCancel} title={t('second_factor_title')} closeLabel={t('close')}>
      <form noValidate onSubmit={formik.handleSubmit} className="mq-auth-form">
        <p>{t('second_factor_info')}</p>
        <fieldset className="mq-auth-form__choices">
          <legend>{t('verification_method')}</legend>
          {challenge.methods.map((method) => (
            <label key={method} className="mq-auth-form__choice">
              <input
                type="radio"
                name="method"
                value={method}
                checked={formik.values.method === method}
                onChange={() => void formik.setFieldValue('method', method)}
              />
              {t(METHOD_LABEL[method])}
            </label>
          ))}
        </fieldset>
        <TextField label={codeLabel} autoComplete="one-time-code" {...fieldProps(formik, 'code')} />
        <FormError message={failure} />
        <Button type="submit" fullWidth loading={formik.isSubmitting}>
          {t('confirm')}
        </Button>
      </form>
    </Modal>
  );
}
