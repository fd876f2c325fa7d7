import { useTranslation } from '@marquee/i18n';

interface RankingRowProps {
  entry: { rank: number; name: string; amount: number };
  mine: boolean;
  money: (minor: number) => string;
}

/** One ranked member: the rank, the masked name (mine said so) and the amount. */
export function RankingRow({ entry, mine, money }: RankingRowProps) {
  const { t } = useTranslation();
  return (
    <li
      className={`mq-ranking__row${mine ? ' mq-ranking__row--mine' : ''}`}
      aria-current={mine ? 'true' : undefined}
    >
      <span className="mq-ranking__rank">
        <span aria-hidden="true">{entry.rank}</span>
        <span className="mq-visually-hidden">{t('rank_position', { rank: entry.rank })}</span>
      </span>
      <span className="mq-ranking__name">
        {entry.name}
        {mine && <span className="mq-ranking__you"> {t('rank_you')}</span>}
      </span>
      <span className="mq-ranking__amount">{money(entry.amount)}</span>
    </li>
  );
}
