import { useTranslation } from '@marquee/i18n';
import { Button, type DateRange } from '@marquee/ui-kit';
import { type FormikProps, useFormik } from 'formik';
import type { ReactNode } from 'react';
import { RangeField } from './range-field';
import { rangeSchema } from './range-schema';

/** What a records page gives its filters: the applied values, today and what Search applies. */
export interface RecordsFilterProps<V extends DateRange> {
  initial: V;
  today: string;
  onApply: (values: V) => void;
}

/** A records filter form's state: the range checked by the platform's rule, applied on Search. */
export function useRecordsFilterForm<V extends DateRange>({
  initial,
  today,
  onApply,
}: RecordsFilterProps<V>) {
  const { t } = useTranslation();
  return useFormik<V>({ initialValues: initial, validationSchema: rangeSchema(t, today), onSubmit: onApply });
}

/**
 * A records page's filters: the date range, the page's own selects and Search. Nothing applies
 * before Search, so a half-chosen range asks the platform nothing.
 */
export function RecordsFilterForm<V extends DateRange>({
  formik,
  today,
  label,
  children,
}: {
  formik: FormikProps<V>;
  today: string;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="mq-mc-records__filters" aria-label={label} onSubmit={formik.handleSubmit} noValidate>
      <RangeField formik={formik} today={today} />
      <div className="mq-mc-records__selects">{children}</div>
      <Button type="submit" size="sm">
        {t('mcrec_search')}
      </Button>
    </form>
  );
}
