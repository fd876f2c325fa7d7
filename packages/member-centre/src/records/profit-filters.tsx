import { GAME_CATEGORIES } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useId } from 'react';
import { RangeField } from './range-field';
import { rangeSchema } from './range-schema';

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
  const id = useId();
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
        <label className="mq-mc-field" htmlFor={`${id}-category`}>
          <span className="mq-mc-field__label">{t('mcrec_category')}</span>
          <select id={`${id}-category`} className="mq-mc-field__input" {...formik.getFieldProps('category')}>
            <option value="">{t('mcrec_all_categories')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category_${category.toLowerCase()}` as TranslationKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Button type="submit" size="sm">
        {t('mcrec_search')}
      </Button>
    </form>
  );
}
