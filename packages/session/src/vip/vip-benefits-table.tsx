import type { VipLevelInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { type RecordsColumn, RecordsTable } from '@marquee/ui-kit';

type Column =
  | 'level'
  | 'validBet'
  | 'deposits'
  | 'rebateSlots'
  | 'rebateTables'
  | 'rebateLottery'
  | 'withdrawals'
  | 'birthday'
  | 'service';

interface VipBenefitsTableProps {
  levels: VipLevelInfo[];
  /** the member's level, marked; a visitor has none */
  current?: number;
  formatMoney: (minor: number) => string;
  locale: string | undefined;
  /** the class of the member's own row */
  mineClassName?: string;
}

/**
 * Every level's thresholds and benefits, the member's own level marked: the member centre's player
 * rank page and the /vip page show the same table.
 */
export function VipBenefitsTable({
  levels,
  current,
  formatMoney,
  locale,
  mineClassName,
}: VipBenefitsTableProps) {
  const { t } = useTranslation();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const rate = (bps: number) => percent.format(bps / 10_000);
  const columns: RecordsColumn<VipLevelInfo, Column>[] = [
    {
      key: 'level',
      header: t('vip_col_level'),
      cell: (level) =>
        level.level === current
          ? t('vip_your_level', { level: level.level })
          : t('vip_level', { level: level.level }),
      rowHeader: true,
    },
    { key: 'validBet', header: t('vip_col_valid_bet'), cell: (level) => formatMoney(level.validBet) },
    { key: 'deposits', header: t('vip_col_deposits'), cell: (level) => formatMoney(level.deposits) },
    { key: 'rebateSlots', header: t('vip_col_rebate_slots'), cell: (level) => rate(level.rebateBps.SLOTS) },
    {
      key: 'rebateTables',
      header: t('vip_col_rebate_tables'),
      cell: (level) => rate(level.rebateBps.TABLES),
    },
    {
      key: 'rebateLottery',
      header: t('vip_col_rebate_lottery'),
      cell: (level) => rate(level.rebateBps.LOTTERY),
    },
    {
      key: 'withdrawals',
      header: t('vip_col_withdrawals'),
      cell: (level) =>
        t('vip_withdrawal_limits', {
          count: level.withdrawal.dailyCount,
          amount: formatMoney(level.withdrawal.dailyAmount),
        }),
    },
    {
      key: 'birthday',
      header: t('vip_col_birthday'),
      cell: (level) => (level.birthdayBonus > 0 ? formatMoney(level.birthdayBonus) : t('vip_no')),
    },
    {
      key: 'service',
      header: t('vip_col_service'),
      cell: (level) => (level.vipService ? t('vip_yes') : t('vip_no')),
    },
  ];
  return (
    <RecordsTable<VipLevelInfo, Column>
      caption={t('vip_benefits_title')}
      columns={columns}
      rows={levels}
      rowKey={(level) => level.level}
      rowClassName={(level) => (level.level === current ? mineClassName : undefined)}
      phoneLayout="scroll"
      empty={null}
    />
  );
}
