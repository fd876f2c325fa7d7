import { LEDGER_TYPES, type LedgerType } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { LEDGER_TYPE_KEYS } from './ledger-type-keys';
import { RangeField } from './range-field';
import { rangeSchema } from './range-schema';
import { SelectField } from './select-field';

export interface AccountFilterValues {
  from: string;
  to: string;
  type: LedgerType | '';
}

/** The account record's filters: a range and a type, applied on Search. */
export function AccountFilters({
  initial,
  today,
  onApply,
}: {
  initial: AccountFilterValues;
  today: string;
  onApply: (values: AccountFilterValues) => void;
}) {
  const { t } = useTranslation();
  const formik = useFormik<AccountFilterValues>({
    initialValues: initial,
    validationSchema: rangeSchema(t, today),
    onSubmit: onApply,
  });
  return (
    <form
      className="mq-mc-records__filters"
      aria-label={t('mcrec_filters')}
      onSubmit={formik.handleSubmit}
      noValidate
    >
      <RangeField formik={formik} today={today} />
      <div className="mq-mc-records__selects">
        <SelectField label={t('mcrec_type')} {...formik.getFieldProps('type')}>
          <option value="">{t('mcrec_all_types')}</option>
          {LEDGER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(LEDGER_TYPE_KEYS[type])}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" size="sm">
        {t('mcrec_search')}
      </Button>
    </form>
  );
}
