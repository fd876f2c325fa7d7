import type { PointRate } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { formatPoints } from './format-points';

interface PointRatesProps {
  rates: readonly PointRate[];
  money: (minor: number) => string;
  locale?: string | undefined;
}

/** The rate table: what a number of points converts to at the brand's point ratio. */
export function PointRates({ rates, money, locale }: PointRatesProps) {
  const { t } = useTranslation();
  return (
    <table className="mq-point-rates">
      <caption>{t('pm_rates')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pm_rates_points')}</th>
          <th scope="col">{t('pm_rates_amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.points}>
            <td>{formatPoints(rate.points, locale)}</td>
            <td>{money(rate.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
