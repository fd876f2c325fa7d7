import type { RankingKind } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { RankingPage } from '@marquee/promotions';
import promotionsStyles from '@marquee/promotions/styles.css?url';
import { useBrand } from '../brand/brand-context';
import { loadStylesheet } from '../chunks/load-stylesheet';
import { usePermissionQuery } from '../system/permission-query';

// The promotions styles come with its screens, not in the first stylesheet.
await loadStylesheet(promotionsStyles);

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
