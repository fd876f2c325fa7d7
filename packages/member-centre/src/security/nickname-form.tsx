import { isNickname, NICKNAME_MAX_LENGTH, securityApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { FormError, fieldProps, SubmitButton, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { placeFailure, schemaErrors } from './form-errors';

/** The nickname, which the member may change as often as they like. */
export function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSecurityMutation(securityApi.nickname);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formik = useFormik({
    initialValues: { nickname },
    validate: (values) =>
      schemaErrors(
        object({
          nickname: string()
            .trim()
            .required(t('mca_nickname_required'))
            .max(NICKNAME_MAX_LENGTH, t('mca_nickname_length', { max: NICKNAME_MAX_LENGTH }))
            .test('characters', t('error_code_nickname_format', { max: NICKNAME_MAX_LENGTH }), (value) =>
              isNickname(value ?? ''),
            ),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setSaved(false);
      try {
        await save.mutateAsync({ nickname: values.nickname.trim() });
        setSaved(true);
      } catch (error) {
        setFailure(
          placeFailure(error, { NICKNAME_FORMAT: 'nickname' }, helpers.setFieldError, errorText(error)),
        );
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={formik.handleSubmit}
      className="mq-form mq-mc-form"
      aria-label={t('mca_form_nickname')}
    >
      <TextField label={t('mc_nickname')} autoComplete="nickname" {...fieldProps(formik, 'nickname')} />
      <FormError message={failure} />
      {saved && <p role="status">{t('mca_saved')}</p>}
      <SubmitButton pending={formik.isSubmitting}>{t('mca_save_nickname')}</SubmitButton>
    </form>
  );
}
