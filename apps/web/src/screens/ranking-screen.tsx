import type { RankingKind } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { RankingPage } from '@marquee/promotions';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';

/** /deposit-rank and /bet-rank: a TOP-20 ranking, in the brand's currency. */
export function RankingScreen({ kind }: { kind: RankingKind }) {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  return (
    <RankingPage
      kind={kind}
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
    />
  );
}
