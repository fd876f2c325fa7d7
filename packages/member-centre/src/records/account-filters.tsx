import { LEDGER_TYPES, type LedgerType } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { fieldProps, SelectField } from '@marquee/ui-kit';
import { LEDGER_TYPE_KEYS } from './ledger-type-keys';
import { RecordsFilterForm, type RecordsFilterProps, useRecordsFilterForm } from './records-filter-form';

export interface AccountFilterValues {
  from: string;
  to: string;
  type: LedgerType | '';
}

/** The account record's filters: a range and a type, applied on Search. */
export function AccountFilters(props: RecordsFilterProps<AccountFilterValues>) {
  const { t } = useTranslation();
  const formik = useRecordsFilterForm(props);
  return (
    <RecordsFilterForm formik={formik} today={props.today} label={t('mcrec_filters')}>
      <SelectField
        label={t('mcrec_type')}
        placeholder={t('mcrec_all_types')}
        options={LEDGER_TYPES.map((type) => ({ value: type, label: t(LEDGER_TYPE_KEYS[type]) }))}
        {...fieldProps(formik, 'type')}
      />
    </RecordsFilterForm>
  );
}
