import { useTranslation } from '@marquee/i18n';
import { useCategoryOptions } from '@marquee/session';
import { fieldProps, SelectField } from '@marquee/ui-kit';
import { RecordsFilterForm, type RecordsFilterProps, useRecordsFilterForm } from './records-filter-form';

export interface ProfitFilterValues {
  from: string;
  to: string;
  category: string;
}

/** The P&L's filters: the betting record's range (same rule) and a category, applied on Search. */
export function ProfitFilters(props: RecordsFilterProps<ProfitFilterValues>) {
  const { t } = useTranslation();
  const formik = useRecordsFilterForm(props);
  const categories = useCategoryOptions();
  return (
    <RecordsFilterForm formik={formik} today={props.today} label={t('mcpnl_filters')}>
      <SelectField
        label={t('mcrec_category')}
        placeholder={t('mcrec_all_categories')}
        options={categories}
        {...fieldProps(formik, 'category')}
      />
    </RecordsFilterForm>
  );
}
