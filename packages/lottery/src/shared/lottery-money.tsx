import { Money, minorToMajor } from '@marquee/ui-kit';
import { useLotteryConfig } from '../config/lottery-config';

/** An amount in minor units, in the brand's currency. */
export function LotteryMoney({ minor }: { minor: number }) {
  const { currencySymbol, locale } = useLotteryConfig();
  return (
    <Money amount={minorToMajor(minor)} currencySymbol={currencySymbol} {...(locale ? { locale } : {})} />
  );
}
