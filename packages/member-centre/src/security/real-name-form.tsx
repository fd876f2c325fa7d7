import { isRealName, securityApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { FormError, fieldProps, SubmitButton, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { placeFailure, schemaErrors } from './form-errors';

/** The real name, set once: bank accounts must be in this name. */
export function RealNameForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSecurityMutation(securityApi.realName);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { realName: '' },
    validate: (values) =>
      schemaErrors(
        object({
          realName: string()
            .trim()
            .required(t('mca_real_name_required'))
            .test('real-name', t('error_code_real_name_format'), (value) => !value || isRealName(value)),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save.mutateAsync({ realName: values.realName.trim() });
      } catch (error) {
        setFailure(
          placeFailure(
            error,
            { REAL_NAME_FORMAT: 'realName', REAL_NAME_ALREADY_SET: 'realName' },
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
      aria-label={t('mca_form_real_name')}
    >
      <TextField label={t('mca_real_name')} autoComplete="name" {...fieldProps(formik, 'realName')} />
      <p className="mq-mc-hint">{t('mca_real_name_hint')}</p>
      <FormError message={failure} />
      <SubmitButton pending={formik.isSubmitting}>{t('mca_save_real_name')}</SubmitButton>
    </form>
  );
}
