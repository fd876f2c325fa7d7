import type { PrizeLine } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { lowerKey } from '../lower-key';

/** A draw's prizes, one row per prize. */
export function PrizeTable({ prizes, caption }: { prizes: readonly PrizeLine[]; caption: string }) {
  const { t } = useTranslation();
  const columns: RecordsColumn<PrizeLine>[] = [
    {
      key: 'prize',
      header: t('lottery_prize'),
      rowHeader: true,
      cell: (line) => t(`lottery_prize_${lowerKey(line.prize)}`),
    },
    { key: 'numbers', header: t('lottery_numbers'), cell: (line) => line.numbers.join(' · ') },
  ];
  return (
    <RecordsTable<PrizeLine>
      caption={caption}
      columns={columns}
      rows={prizes}
      rowKey={(line) => line.prize}
      empty={null}
    />
  );
}
