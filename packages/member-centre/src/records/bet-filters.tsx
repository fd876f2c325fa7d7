import { BET_RECORD_STATUSES, type BetRecordStatus } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { useCategoryOptions, useVendorOptions } from '@marquee/session';
import { fieldProps, SelectField } from '@marquee/ui-kit';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { RecordsFilterForm, type RecordsFilterProps, useRecordsFilterForm } from './records-filter-form';

export interface BetFilterValues {
  from: string;
  to: string;
  category: string;
  vendor: string;
  status: BetRecordStatus;
}

const STATUS_KEYS: Record<BetRecordStatus, TranslationKey> = {
  ALL: 'mcrec_status_all',
  SETTLED: 'mcrec_status_settled',
  UNSETTLED: 'mcrec_status_unsettled',
};

/** The betting record's filters: a category, a vendor of that category and a status. */
export function BetFilters(props: RecordsFilterProps<BetFilterValues>) {
  const { t } = useTranslation();
  const formik = useRecordsFilterForm(props);
  const categories = useCategoryOptions();
  const vendors = useVendorOptions(useMemberCentreConfig().merchantCode, formik.values.category);
  return (
    <RecordsFilterForm formik={formik} today={props.today} label={t('mcrec_filters')}>
      <SelectField
        label={t('mcrec_category')}
        placeholder={t('mcrec_all_categories')}
        options={categories}
        {...fieldProps(formik, 'category')}
        onChange={(event) =>
          void formik.setValues({ ...formik.values, category: event.target.value, vendor: '' })
        }
      />
      <SelectField
        label={t('mcrec_vendor')}
        placeholder={t('mcrec_all_vendors')}
        options={vendors}
        {...fieldProps(formik, 'vendor')}
      />
      <SelectField
        label={t('mcrec_status')}
        options={BET_RECORD_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }))}
        {...fieldProps(formik, 'status')}
      />
    </RecordsFilterForm>
  );
}
