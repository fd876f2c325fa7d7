import { useTranslation } from '@marquee/i18n';
import { CategoryOptions } from './category-options';
import { RecordsFilterForm, type RecordsFilterProps, useRecordsFilterForm } from './records-filter-form';
import { SelectField } from './select-field';

export interface ProfitFilterValues {
  from: string;
  to: string;
  category: string;
}

/** The P&L's filters: the betting record's range (same rule) and a category, applied on Search. */
export function ProfitFilters(props: RecordsFilterProps<ProfitFilterValues>) {
  const { t } = useTranslation();
  const formik = useRecordsFilterForm(props);
  return (
    <RecordsFilterForm formik={formik} today={props.today} label={t('mcpnl_filters')}>
      <SelectField label={t('mcrec_category')} {...formik.getFieldProps('category')}>
        <CategoryOptions />
      </SelectField>
    </RecordsFilterForm>
  );
}
