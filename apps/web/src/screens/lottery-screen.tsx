import { LotteryPage, type LotteryPageProps, LotteryProvider } from '@marquee/lottery';
import { paths } from '../app/paths';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';

/** /lottery and /vnlottery: the lottery package with the brand's currency and its own route. */
export function LotteryScreen(props: LotteryPageProps) {
  const brand = useBrand();
  const { data: permission } = usePermissionQuery();
  return (
    <LotteryProvider
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      lotteryPath={paths.lottery}
    >
      <LotteryPage {...props} />
    </LotteryProvider>
  );
}
