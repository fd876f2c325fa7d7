import { isRealName, securityApi } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useSubmitFailure } from '@marquee/session';
import { fieldProps, schemaErrors, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { MemberForm } from '../shared/member-form';

/** The real name, set once: bank accounts must be in this name. */
export function RealNameForm() {
  const { t } = useTranslation();
  const save = useSecurityMutation(securityApi.realName);
  const { failure, trySubmit } = useSubmitFailure({
    REAL_NAME_FORMAT: 'realName',
    REAL_NAME_ALREADY_SET: 'realName',
  });
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
    onSubmit: (values, helpers) =>
      trySubmit(helpers, () => save.mutateAsync({ realName: values.realName.trim() })),
  });
  useRevalidateOnLanguage(formik);
  return (
    <MemberForm
      label={t('mca_form_real_name')}
      formik={formik}
      failure={failure}
      submitLabel={t('mca_save_real_name')}
    >
      <TextField label={t('mca_real_name')} autoComplete="name" {...fieldProps(formik, 'realName')} />
      <p className="mq-mc-hint">{t('mca_real_name_hint')}</p>
    </MemberForm>
  );
}
