import { useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { CategoryOptions } from './category-options';
import { RangeField } from './range-field';
import { rangeSchema } from './range-schema';
import { SelectField } from './select-field';

export interface ProfitFilterValues {
  from: string;
  to: string;
  category: string;
}

/** The P&L's filters: the betting record's range (same rule) and a category, applied on Search. */
export function ProfitFilters({
  initial,
  today,
  onApply,
}: {
  initial: ProfitFilterValues;
  today: string;
  onApply: (values: ProfitFilterValues) => void;
}) {
  const { t } = useTranslation();
  const formik = useFormik<ProfitFilterValues>({
    initialValues: initial,
    validationSchema: rangeSchema(t, today),
    onSubmit: onApply,
  });
  return (
    <form
      className="mq-mc-records__filters"
      aria-label={t('mcpnl_filters')}
      onSubmit={formik.handleSubmit}
      noValidate
    >
      <RangeField formik={formik} today={today} />
      <div className="mq-mc-records__selects">
        <SelectField label={t('mcrec_category')} {...formik.getFieldProps('category')}>
          <CategoryOptions />
        </SelectField>
      </div>
      <Button type="submit" size="sm">
        {t('mcrec_search')}
      </Button>
    </form>
  );
}
