import { Money, minorToMajor } from '@marquee/ui-kit';
import { useLobbyConfig } from '../config/lobby-config';

/** An integer minor-unit amount, formatted with the brand's currency symbol. */
export function Amount({ minor, className }: { minor: number; className?: string }) {
  const { currencySymbol, locale } = useLobbyConfig();
  return (
    <Money
      amount={minorToMajor(minor)}
      currencySymbol={currencySymbol}
      {...(locale ? { locale } : {})}
      {...(className ? { className } : {})}
    />
  );
}
