import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button, Form, FormError, SubmitButton } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { object, string } from 'yup';
import { useSetPlayLimitMutation } from '../mutations/set-play-limit-mutation';
import {
  PlayLimitFields,
  type PlayLimitValues,
  playLimitAmountSchema,
  playLimitRequest,
} from './play-limit-fields';

export interface PlayLimitRetryProps {
  /** the limit the player asked for, kept to correct */
  limit: PlayLimitValues;
  /** why the platform did not set it, in the player's language */
  reason: string;
  /** the account is ready either way: on to where registration leads */
  onDone: () => void;
}

/**
 * When the account was made but its play limit was not set (the brand's maximum, a lost
 * connection): the player is signed in, says so, and may save the limit again or go on without
 * it, never left unsure whether a limit is in force.
 */
export function PlayLimitRetry({ limit, reason, onDone }: PlayLimitRetryProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSetPlayLimitMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const formik = useFormik<PlayLimitValues>({
    initialValues: limit,
    validationSchema: object({
      limitAmount: string().when('limitKind', ([kind]) =>
        playLimitAmountSchema(t, kind as PlayLimitValues['limitKind']),
      ),
    }),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await save.mutateAsync(playLimitRequest(values));
        onDone();
      } catch (error) {
        setFailure(errorText(error));
      }
    },
  });
  useRevalidateOnLanguage(formik);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('reg_limit_not_set_title')}
      </h2>
      <p>{t('reg_limit_not_set', { reason })}</p>
      <Form onSubmit={formik.handleSubmit} className="mq-auth-form" label={t('reg_limit_offer')}>
        <PlayLimitFields formik={formik} />
        <FormError message={failure} />
        <SubmitButton fullWidth pending={formik.isSubmitting}>
          {t('reg_limit_save')}
        </SubmitButton>
        <Button variant="secondary" fullWidth onClick={onDone} disabled={formik.isSubmitting}>
          {t('reg_limit_skip')}
        </Button>
      </Form>
    </section>
  );
}
