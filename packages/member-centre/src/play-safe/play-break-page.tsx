import {
  type ExclusionDuration,
  type ExclusionKind,
  memberKeys,
  playSafeApi,
  playSafeKeys,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import {
  isPlayBreakInForce,
  QueryState,
  useErrorText,
  usePlayExclusionQuery,
  useSubmitFailure,
} from '@marquee/session';
import { Button, ConfirmDialog, fieldProps, PasswordField, SelectField, schemaErrors } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useEndpointMutation } from '../mutations/endpoint-mutation';
import { MemberForm } from '../shared/member-form';
import { brandMoment } from './brand-moment';

const CHOICES: ReadonlyArray<{ kind: ExclusionKind; duration: ExclusionDuration }> = [
  ...TIME_OUT_DURATIONS.map((duration) => ({ kind: 'TIME_OUT' as const, duration })),
  ...SELF_EXCLUSION_DURATIONS.map((duration) => ({ kind: 'SELF_EXCLUSION' as const, duration })),
];

/**
 * The time-out and self-exclusion page (playSafeBreak): the one in force and when play opens again
 * (an ended self-exclusion asks to reopen here), or the choice of a break and the password; a
 * dialog says what will happen before it starts, since it cannot be undone.
 */
export function PlayBreakPage() {
  const { t } = useTranslation();
  const { locale } = useMemberCentreConfig();
  const exclusion = usePlayExclusionQuery();
  const refetch = [playSafeKeys.exclusion(), memberKeys.all];
  const start = useEndpointMutation(playSafeApi.startExclusion, refetch);
  const reopen = useEndpointMutation(playSafeApi.reopen, refetch);
  const errorText = useErrorText();
  const { failure, setFailure, trySubmit } = useSubmitFailure({ WRONG_PASSWORD: 'password' });
  const [asking, setAsking] = useState(false);
  const formik = useFormik({
    initialValues: { choice: 'TIME_OUT:24H', password: '' },
    validate: (values) =>
      schemaErrors(object({ password: string().required(t('mcps_password_required')) }), values),
    onSubmit: () => setAsking(true),
  });
  useRevalidateOnLanguage(formik);
  const data = exclusion.data;
  if (!data) return <QueryState query={exclusion} headingLevel="h3" />;
  const current = data.exclusion;
  const now = Date.now();
  if (current && isPlayBreakInForce(current, now)) {
    const ended = Date.parse(current.endsAt) <= now;
    return (
      <div className="mq-mc-section mq-mc-safe">
        <p role="status">
          {t(current.kind === 'TIME_OUT' ? 'mcps_in_time_out' : 'mcps_in_self_exclusion', {
            until: brandMoment(current.endsAt, locale),
          })}
        </p>
        <p>{t('mcps_still_open')}</p>
        {ended && current.opensAt === null && (
          <Button
            onClick={() => {
              setFailure(null);
              reopen.mutateAsync().catch((error: unknown) => setFailure(errorText(error)));
            }}
          >
            {t('mcps_reopen', { hours: data.reopenWaitHours })}
          </Button>
        )}
        {current.opensAt !== null && ended && (
          <p>{t('mcps_reopens_at', { at: brandMoment(current.opensAt, locale) })}</p>
        )}
        {failure && <p role="alert">{failure}</p>}
      </div>
    );
  }
  const chosen =
    CHOICES.find((choice) => `${choice.kind}:${choice.duration}` === formik.values.choice) ?? CHOICES[0]!;
  const label = (choice: (typeof CHOICES)[number]) =>
    t(choice.kind === 'TIME_OUT' ? 'mcps_time_out_for' : 'mcps_self_exclusion_for', {
      duration: t(`mcps_duration_${choice.duration.toLowerCase() as '24h'}`),
    });
  return (
    <div className="mq-mc-section mq-mc-safe">
      <p>{t('mcps_break_intro')}</p>
      <MemberForm
        label={t('mcps_break_title')}
        formik={formik}
        failure={failure}
        submitLabel={t('mcps_break_submit')}
      >
        <SelectField
          label={t('mcps_break_label')}
          options={CHOICES.map((choice) => ({
            value: `${choice.kind}:${choice.duration}`,
            label: label(choice),
          }))}
          {...fieldProps(formik, 'choice')}
        />
        <PasswordField
          label={t('mcps_password_label')}
          showLabel={t('mcps_show_password')}
          hideLabel={t('mcps_hide_password')}
          autoComplete="current-password"
          {...fieldProps(formik, 'password')}
        />
      </MemberForm>
      <ConfirmDialog
        open={asking}
        title={label(chosen)}
        message={t(chosen.kind === 'TIME_OUT' ? 'mcps_confirm_time_out' : 'mcps_confirm_self_exclusion')}
        confirmLabel={t('mcps_confirm_start')}
        cancelLabel={t('mcps_confirm_back')}
        confirmVariant="danger"
        confirming={start.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          void trySubmit(formik, async () => {
            await start.mutateAsync({ ...chosen, password: formik.values.password });
          }).then(() => setAsking(false));
        }}
      />
    </div>
  );
}
