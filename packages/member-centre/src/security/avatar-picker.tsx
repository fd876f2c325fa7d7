import type { BrandAvatar } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { QueryState, useMemberIconQuery, useSubmitFailure } from '@marquee/session';
import { RadioChoices, schemaErrors } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useChooseAvatarMutation } from '../mutations/choose-avatar-mutation';
import { useBrandAvatarsQuery } from '../queries/brand-avatars-query';
import { MemberForm } from '../shared/member-form';

function AvatarForm({ avatars, chosen }: { avatars: BrandAvatar[]; chosen: string }) {
  const { t } = useTranslation();
  const choose = useChooseAvatarMutation();
  const { failure, trySubmit } = useSubmitFailure({});
  const [saved, setSaved] = useState(false);
  const formik = useFormik({
    initialValues: { avatarId: chosen },
    validate: (values) =>
      schemaErrors(object({ avatarId: string().required(t('mca_avatar_required')) }), values),
    onSubmit: (values, helpers) => {
      setSaved(false);
      const avatar = avatars.find(({ id }) => id === values.avatarId);
      if (!avatar) return;
      return trySubmit(helpers, async () => {
        await choose.mutateAsync(avatar);
        setSaved(true);
      });
    },
  });
  useRevalidateOnLanguage(formik);
  const error = formik.submitCount > 0 ? formik.errors.avatarId : undefined;
  return (
    <MemberForm
      label={t('mca_form_avatar')}
      formik={formik}
      failure={failure ?? error ?? null}
      status={saved ? t('mca_saved') : null}
      submitLabel={t('mca_save_avatar')}
    >
      <RadioChoices
        legend={t('mca_avatar_legend')}
        name="avatarId"
        choices={avatars.map((avatar) => ({
          value: avatar.id,
          label: <img src={avatar.url} alt={avatar.name} width={56} height={56} />,
        }))}
        value={formik.values.avatarId || undefined}
        onChange={(avatarId) => {
          setSaved(false);
          void formik.setFieldValue('avatarId', avatarId);
        }}
        className="mq-choices mq-mca-avatars"
        choiceClassName="mq-mca-avatar"
      />
    </MemberForm>
  );
}

/** The member's avatar, chosen from the brand's set: shown in the header once saved. */
export function AvatarPicker() {
  const avatars = useBrandAvatarsQuery();
  const icon = useMemberIconQuery();
  if (!avatars.data) return <QueryState query={avatars} headingLevel="h3" />;
  if (!icon.data) return <QueryState query={icon} headingLevel="h3" />;
  const chosen = avatars.data.find(({ url }) => url === icon.data.iconUrl)?.id ?? '';
  return <AvatarForm avatars={avatars.data} chosen={chosen} />;
}
