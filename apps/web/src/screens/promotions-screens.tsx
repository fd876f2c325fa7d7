import { useTranslation } from '@marquee/i18n';
import { PromotionDetailPage, PromotionsPage } from '@marquee/promotions';
import { useSearchParams } from 'react-router';
import { paths, promotionHref } from '../app/paths';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';

/** /promotions: the activity centre, for visitors and members alike. */
export function PromotionsScreen() {
  return <PromotionsPage detailHref={promotionHref} />;
}

/** /promoDetail?id=…: one promotion, in the brand's currency. */
export function PromoDetailScreen() {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  const [params] = useSearchParams();
  const id = /^\d{1,9}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : Number.NaN;
  return (
    <PromotionDetailPage
      id={id}
      promotionsHref={paths.promotions}
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
    />
  );
}
