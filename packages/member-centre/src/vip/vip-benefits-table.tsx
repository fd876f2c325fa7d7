import type { VipLevelInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';

interface VipBenefitsTableProps {
  levels: VipLevelInfo[];
  current: number;
  formatMoney: (minor: number) => string;
  locale: string | undefined;
}

/** Every level's thresholds and benefits, the member's own level marked. */
export function VipBenefitsTable({ levels, current, formatMoney, locale }: VipBenefitsTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const rate = (bps: number) => percent.format(bps / 10_000);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className="mq-mc-vip__table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="mq-mc-vip__table">
        <caption id={captionId}>{t('mcvip_benefits_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mcvip_col_level')}</th>
            <th scope="col">{t('mcvip_col_valid_bet')}</th>
            <th scope="col">{t('mcvip_col_deposits')}</th>
            <th scope="col">{t('mcvip_col_rebate_slots')}</th>
            <th scope="col">{t('mcvip_col_rebate_tables')}</th>
            <th scope="col">{t('mcvip_col_rebate_lottery')}</th>
            <th scope="col">{t('mcvip_col_withdrawals')}</th>
            <th scope="col">{t('mcvip_col_birthday')}</th>
            <th scope="col">{t('mcvip_col_service')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => {
            const mine = level.level === current;
            return (
              <tr key={level.level} className={mine ? 'mq-mc-vip__mine' : undefined}>
                <th scope="row">
                  {mine
                    ? t('mcvip_your_level', { level: level.level })
                    : t('vip_level', { level: level.level })}
                </th>
                <td>{formatMoney(level.validBet)}</td>
                <td>{formatMoney(level.deposits)}</td>
                <td>{rate(level.rebateBps.SLOTS)}</td>
                <td>{rate(level.rebateBps.TABLES)}</td>
                <td>{rate(level.rebateBps.LOTTERY)}</td>
                <td>
                  {t('mcvip_withdrawal_limits', {
                    count: level.withdrawal.dailyCount,
                    amount: formatMoney(level.withdrawal.dailyAmount),
                  })}
                </td>
                <td>{level.birthdayBonus > 0 ? formatMoney(level.birthdayBonus) : t('mcvip_no')}</td>
                <td>{level.vipService ? t('mcvip_yes') : t('mcvip_no')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
