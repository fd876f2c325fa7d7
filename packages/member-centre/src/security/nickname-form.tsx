import { isNickname, NICKNAME_MAX_LENGTH, securityApi } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useSubmitFailure } from '@marquee/session';
import { fieldProps, schemaErrors, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useSecurityMutation } from '../mutations/security-mutation';
import { MemberForm } from '../shared/member-form';

/** The nickname, which the member may change as often as they like. */
export function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const save = useSecurityMutation(securityApi.nickname);
  const { failure, trySubmit } = useSubmitFailure({ NICKNAME_FORMAT: 'nickname' });
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
    onSubmit: (values, helpers) => {
      setSaved(false);
      return trySubmit(helpers, async () => {
        await save.mutateAsync({ nickname: values.nickname.trim() });
        setSaved(true);
      });
    },
  });
  useRevalidateOnLanguage(formik);
  return (
    <MemberForm
      label={t('mca_form_nickname')}
      formik={formik}
      failure={failure}
      status={saved ? t('mca_saved') : null}
      submitLabel={t('mca_save_nickname')}
    >
      <TextField label={t('mc_nickname')} autoComplete="nickname" {...fieldProps(formik, 'nickname')} />
    </MemberForm>
  );
}
