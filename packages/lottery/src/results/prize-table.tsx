import type { PrizeLine } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { lowerKey } from '../lower-key';

/** A draw's prizes, one row per prize. */
export function PrizeTable({ prizes, caption }: { prizes: readonly PrizeLine[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="mq-lottery-prizes">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery_prize')}</th>
          <th scope="col">{t('lottery_numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((line) => (
          <tr key={line.prize}>
            <th scope="row">{t(`lottery_prize_${lowerKey(line.prize)}`)}</th>
            <td>{line.numbers.join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
