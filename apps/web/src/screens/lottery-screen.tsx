import { LOTTERY_TYPE_VENDORS } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { LotteryPage, type LotteryPageProps, LotteryProvider } from '@marquee/lottery';
import { paths } from '../app/paths';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from '../system/permission-query';

/**
 * /lottery and /vnlottery: the lottery package with the brand's currency, written as the player's
 * language writes money, and its own route. /lottery lists the games of the brand's lottery type.
 */
export function LotteryScreen({ vendor }: LotteryPageProps) {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { data: permission } = usePermissionQuery();
  return (
    <LotteryProvider
      currencySymbol={permission?.currency.symbol ?? brand.currencyFallback.symbol}
      locale={i18n.language}
      lotteryPath={paths.lottery}
    >
      <LotteryPage vendor={vendor ?? LOTTERY_TYPE_VENDORS[brand.lotteryType]} />
    </LotteryProvider>
  );
}
