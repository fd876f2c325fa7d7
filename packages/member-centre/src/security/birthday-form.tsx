import { DEFAULT_MINIMUM_AGE, isAdultBirthday, securityApi } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useSubmitFailure } from '@marquee/session';
import { fieldProps, schemaErrors, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useSecurityMutation } from '../mutations/security-mutation';
import { MemberForm } from '../shared/member-form';

/** The birthday, set once, of someone at least the brand's minimum age. */
export function BirthdayForm() {
  const { t } = useTranslation();
  const minimumAge = useMemberCentreConfig().minimumAge ?? DEFAULT_MINIMUM_AGE;
  const save = useSecurityMutation(securityApi.birthday);
  const { failure, trySubmit } = useSubmitFailure({
    BIRTHDAY_FORMAT: 'birthday',
    BIRTHDAY_ALREADY_SET: 'birthday',
  });
  const formik = useFormik({
    initialValues: { birthday: '' },
    validate: (values) =>
      schemaErrors(
        object({
          birthday: string()
            .required(t('mca_birthday_required'))
            .test('adult', t('error_code_birthday_format', { min: minimumAge }), (value) =>
              Boolean(value && isAdultBirthday(value, new Date(), minimumAge)),
            ),
        }),
        values,
      ),
    onSubmit: (values, helpers) => trySubmit(helpers, () => save.mutateAsync({ birthday: values.birthday })),
  });
  useRevalidateOnLanguage(formik);
  return (
    <MemberForm
      label={t('mca_form_birthday')}
      formik={formik}
      failure={failure}
      submitLabel={t('mca_save_birthday')}
    >
      <TextField
        label={t('mca_birthday')}
        type="date"
        autoComplete="bday"
        {...fieldProps(formik, 'birthday')}
      />
      <p className="mq-mc-hint">{t('mca_set_once_hint')}</p>
    </MemberForm>
  );
}
