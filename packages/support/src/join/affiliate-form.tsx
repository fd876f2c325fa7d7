import { AFFILIATE_CHANNELS, type AffiliateChannel } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import {
  FieldGroup,
  Form,
  FormError,
  fieldError,
  fieldProps,
  SubmitButton,
  schemaErrors,
  TextField,
} from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useApplyAffiliateMutation } from '../mutations/apply-affiliate-mutation';
import { affiliateSchema } from './affiliate-schema';

const CHANNEL_KEYS = {
  SOCIAL: 'join_channel_social',
  WEBSITE: 'join_channel_website',
  MESSAGING: 'join_channel_messaging',
  VIDEO: 'join_channel_video',
  OFFLINE: 'join_channel_offline',
} as const satisfies Record<AffiliateChannel, string>;

interface Values {
  name: string;
  contact: string;
  channels: AffiliateChannel[];
  expectedPlayers: string;
}

/** Name, contact, channels and expected players; a refusal keeps what was typed. */
export function AffiliateForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const apply = useApplyAffiliateMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<Values>({
    initialValues: { name: '', contact: '', channels: [], expectedPlayers: '' },
    validate: (values) => schemaErrors(affiliateSchema(t), values),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await apply.mutateAsync({
          name: values.name.trim(),
          contact: values.contact.trim(),
          channels: values.channels,
          expectedPlayers: Number(values.expectedPlayers.trim()),
        });
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);

  const channelsError = fieldError(formik, 'channels');
  const toggleChannel = (channel: AffiliateChannel, checked: boolean) => {
    const next = checked
      ? AFFILIATE_CHANNELS.filter((known) => known === channel || formik.values.channels.includes(known))
      : formik.values.channels.filter((chosen) => chosen !== channel);
    void formik.setFieldTouched('channels', true, false);
    void formik.setFieldValue('channels', next);
  };

  return (
    <Form onSubmit={formik.handleSubmit} className="mq-support-form" label={t('join_form_title')}>
      <TextField label={t('join_name')} autoComplete="name" {...fieldProps(formik, 'name')} />
      <TextField label={t('join_contact')} autoComplete="off" {...fieldProps(formik, 'contact')} />
      <FieldGroup label={t('join_channels')} error={channelsError}>
        <div className="mq-support-choices">
          {AFFILIATE_CHANNELS.map((channel) => (
            <label key={channel} className="mq-support-choice">
              <input
                type="checkbox"
                name="channels"
                value={channel}
                checked={formik.values.channels.includes(channel)}
                onChange={(event) => toggleChannel(channel, event.currentTarget.checked)}
              />
              {t(CHANNEL_KEYS[channel])}
            </label>
          ))}
        </div>
      </FieldGroup>
      <TextField
        label={t('join_expected_players')}
        inputMode="numeric"
        autoComplete="off"
        {...fieldProps(formik, 'expectedPlayers')}
      />
      <FormError message={failure} />
      <SubmitButton pending={formik.isSubmitting}>{t('join_submit')}</SubmitButton>
    </Form>
  );
}
