import { useTranslation } from '@marquee/i18n';
import { useBalanceMaskStore } from '@marquee/session';
import { Money, minorToMajor } from '@marquee/ui-kit';
import { useMemberCentreConfig } from '../config/member-centre-config';

/** A balance in minor units, hidden as asterisks while the player keeps the balance hidden. */
export function BalanceMoney({ minor }: { minor: number }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const masked = useBalanceMaskStore((state) => state.masked);
  return masked ? (
    <Money amount={0} currencySymbol={currencySymbol} masked maskedLabel={t('mc_balance_hidden')} />
  ) : (
    <Money amount={minorToMajor(minor)} currencySymbol={currencySymbol} locale={locale} />
  );
}
