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
  QueryState,
  useErrorText,
  useLoginPath,
  usePlayExclusionQuery,
  useSessionStore,
  useSubmitFailure,
} from '@marquee/session';
import {
  Button,
  ConfirmDialog,
  fieldProps,
  PasswordField,
  SelectField,
  schemaErrors,
  useToasts,
} from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
 * dialog says what will happen before it starts, since it cannot be undone. "In force" and "ended"
 * are the platform's verdicts, so a wrong device clock changes nothing. A break ends every session
 * of the member, this one too: the player is signed out here with a message that stays until
 * dismissed, naming the end, and lands on the login page.
 */
export function PlayBreakPage() {
  const { t } = useTranslation();
  const { locale } = useMemberCentreConfig();
  const exclusion = usePlayExclusionQuery();
  const refetch = [playSafeKeys.exclusion(), memberKeys.all];
  // no refetch after a start: the session it was made with has ended
  const start = useEndpointMutation(playSafeApi.startExclusion, []);
  const reopen = useEndpointMutation(playSafeApi.reopen, refetch);
  const errorText = useErrorText();
  const { failure, setFailure, trySubmit } = useSubmitFailure({ WRONG_PASSWORD: 'password' });
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
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
  if (current?.inForce) {
    const { ended } = current;
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
            const started = await start.mutateAsync({ ...chosen, password: formik.values.password });
            const until = started.exclusion ? brandMoment(started.exclusion.endsAt, locale) : '';
            useSessionStore.getState().endSession();
            queryClient.removeQueries({ queryKey: memberKeys.all });
            toasts.show({
              tone: 'info',
              message: t(
                chosen.kind === 'TIME_OUT' ? 'mcps_time_out_started' : 'mcps_self_exclusion_started',
                { until },
              ),
              duration: null,
            });
            void navigate(loginPath, { replace: true });
          }).then(() => setAsking(false));
        }}
      />
    </div>
  );
}
