import { isAdultBirthday, MINIMUM_AGE, securityApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { FormError, fieldProps, SubmitButton, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { placeFailure, schemaErrors } from './form-errors';

/** The birthday, set once. */
export function BirthdayForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSecurityMutation(securityApi.birthday);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { birthday: '' },
    validate: (values) =>
      schemaErrors(
        object({
          birthday: string()
            .required(t('mca_birthday_required'))
            .test('adult', t('error_code_birthday_format', { min: MINIMUM_AGE }), (value) =>
              Boolean(value && isAdultBirthday(value, new Date())),
            ),
        }),
        values,
      ),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save.mutateAsync({ birthday: values.birthday });
      } catch (error) {
        setFailure(
          placeFailure(
            error,
            { BIRTHDAY_FORMAT: 'birthday', BIRTHDAY_ALREADY_SET: 'birthday' },
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
      aria-label={t('mca_form_birthday')}
    >
      <TextField
        label={t('mca_birthday')}
        type="date"
        autoComplete="bday"
        {...fieldProps(formik, 'birthday')}
      />
      <p className="mq-mc-hint">{t('mca_set_once_hint')}</p>
      <FormError message={failure} />
      <SubmitButton pending={formik.isSubmitting}>{t('mca_save_birthday')}</SubmitButton>
    </form>
  );
}
