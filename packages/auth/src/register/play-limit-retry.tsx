import { type PlayLimitKey, refusedPlayLimit } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button, Form, FormError, SubmitButton } from '@marquee/ui-kit';
import { type FormikErrors, type FormikTouched, useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { object } from 'yup';
import { useSetPlayLimitsMutation } from '../mutations/set-play-limits-mutation';
import {
  PLAY_LIMITS_FIELD,
  PlayLimitFields,
  type PlayLimitRow,
  playLimitName,
  playLimitRowsSchema,
  playLimitSettings,
  rowKey,
} from './play-limit-fields';

/** The limits the platform did not set, as the player typed them, and why. */
export interface PlayLimitsNotSet {
  rows: PlayLimitRow[];
  /** why, in the player's language */
  reason: string;
  /** the limit the platform refused, when it named one (its amount is the one to correct) */
  refused: PlayLimitKey | null;
}

export interface PlayLimitRetryProps {
  notSet: PlayLimitsNotSet;
  /** the account is ready either way: on to where registration leads */
  onDone: () => void;
}

type RowsForm = Record<string, PlayLimitRow[]>;

/** The refused row's amount carries the reason, shown at once: the field to correct. */
function refusedField({ rows, reason, refused }: PlayLimitsNotSet): {
  errors: FormikErrors<RowsForm>;
  touched: FormikTouched<RowsForm>;
} {
  const index = refused ? rows.findIndex((row) => row.key === rowKey(refused)) : -1;
  if (index < 0) return { errors: {}, touched: {} };
  return {
    errors: { [PLAY_LIMITS_FIELD]: rows.map((_, other) => (other === index ? { amount: reason } : {})) },
    touched: { [PLAY_LIMITS_FIELD]: rows.map((_, other) => (other === index ? { amount: true } : {})) },
  };
}

/**
 * When the account was made but its play limits were not set (one above the brand's maximum, a
 * lost connection): the player is signed in, is told which limit was refused and why, and may
 * correct and save every limit again or go on without them, never left unsure whether a limit is
 * in force (the platform sets all of them or none).
 */
export function PlayLimitRetry({ notSet, onDone }: PlayLimitRetryProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSetPlayLimitsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [shown] = useState(() => refusedField(notSet));
  const formik = useFormik<RowsForm>({
    initialValues: { [PLAY_LIMITS_FIELD]: notSet.rows },
    initialErrors: shown.errors,
    initialTouched: shown.touched,
    validationSchema: object({ [PLAY_LIMITS_FIELD]: playLimitRowsSchema(t) }),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const rows = values[PLAY_LIMITS_FIELD] ?? [];
      try {
        await save.mutateAsync({ limits: playLimitSettings(rows) });
        onDone();
      } catch (error) {
        const reason = errorText(error);
        const refused = refusedPlayLimit(error instanceof Error && 'details' in error ? error.details : null);
        const index = refused ? rows.findIndex((row) => row.key === rowKey(refused)) : -1;
        if (index >= 0) helpers.setFieldError(`${PLAY_LIMITS_FIELD}.${index}.amount`, reason);
        else setFailure(reason);
      }
    },
  });
  useRevalidateOnLanguage(formik);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('reg_limit_not_set_title')}
      </h2>
      <p>
        {notSet.refused
          ? t('reg_limit_refused', { limit: playLimitName(t, notSet.refused), reason: notSet.reason })
          : t('reg_limit_not_set', { reason: notSet.reason })}
      </p>
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
