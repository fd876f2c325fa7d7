import {
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
  realityCheckApi,
  realityCheckKeys,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { QueryState, useSubmitFailure } from '@marquee/session';
import { fieldProps, SelectField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useEndpointMutation } from '../mutations/endpoint-mutation';
import { useRealityCheckQuery } from '../queries/reality-check-query';
import { MemberForm } from '../shared/member-form';

/**
 * The reality check (playSafeRealityCheck): how often a reminder of the time played and the
 * session's stakes, wins and net result covers a game, or off. Saved on the platform, so every
 * game frame, ours or a vendor's, reminds at the same interval.
 */
export function RealityCheckPage() {
  const setting = useRealityCheckQuery();
  if (!setting.data) return <QueryState query={setting} headingLevel="h3" />;
  return <RealityCheckForm minutes={setting.data.minutes} />;
}

function RealityCheckForm({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useTranslation();
  // the game frame's figures carry the interval and whether a reminder is due: read again too
  const save = useEndpointMutation(realityCheckApi.save, [realityCheckKeys.all]);
  const { failure, trySubmit } = useSubmitFailure({});
  const [saved, setSaved] = useState(false);
  const formik = useFormik({
    initialValues: { minutes: String(minutes) },
    onSubmit: (values, helpers) => {
      setSaved(false);
      return trySubmit(helpers, async () => {
        await save.mutateAsync({ minutes: Number(values.minutes) as RealityCheckMinutes });
        setSaved(true);
      });
    },
  });
  useRevalidateOnLanguage(formik);
  return (
    <div className="mq-mc-section mq-mc-safe">
      <p>{t('mcps_reality_intro')}</p>
      <MemberForm
        label={t('mcps_page_reality')}
        formik={formik}
        failure={failure}
        status={saved ? t('mcps_reality_saved') : null}
        submitLabel={t('mcps_reality_submit')}
      >
        <SelectField
          label={t('mcps_reality_label')}
          options={REALITY_CHECK_MINUTES.map((value) => ({
            value: String(value),
            label: value === 0 ? t('mcps_reality_off') : t('mcps_reality_every', { minutes: value }),
          }))}
          {...fieldProps(formik, 'minutes')}
        />
      </MemberForm>
    </div>
  );
}
