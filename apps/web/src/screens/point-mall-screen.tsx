import { useTranslation } from '@marquee/i18n';
import { PointMallPage } from '@marquee/promotions';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';

/** /pointMall: the point mall, its values in the brand's currency. */
export function PointMallScreen() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  return (
    <PointMallPage
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
    />
  );
}
