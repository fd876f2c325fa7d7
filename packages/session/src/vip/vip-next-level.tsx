import type { VipRankResponse } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { ProgressMeter } from '@marquee/ui-kit';
import { useId } from 'react';

interface VipNextLevelProps {
  rank: Pick<VipRankResponse, 'level' | 'validBet' | 'deposits' | 'levels'>;
  formatMoney: (minor: number) => string;
  /** the heading's level where the section stands in its page */
  headingLevel: 'h2' | 'h3';
  className?: string;
}

/**
 * The way to the member's next level over the qualifying period: valid bets and deposits, each
 * against the next level's threshold, or that the member holds the top level. The member centre's
 * player rank page and the /vip page show the same.
 */
export function VipNextLevel({ rank, formatMoney, headingLevel: Heading, className }: VipNextLevelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const next = rank.levels.find((level) => level.level === rank.level + 1);
  if (!next) return <p>{t('vip_top_level')}</p>;
  const measures = [
    { label: t('vip_progress_valid_bet'), value: rank.validBet, max: next.validBet },
    { label: t('vip_progress_deposits'), value: rank.deposits, max: next.deposits },
  ];
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('vip_progress_title', { level: next.level })}</Heading>
      {measures.map(({ label, value, max }) => (
        <ProgressMeter
          key={label}
          label={label}
          valueText={t('vip_progress_value', { current: formatMoney(value), target: formatMoney(max) })}
          value={value}
          max={max}
        />
      ))}
    </section>
  );
}
