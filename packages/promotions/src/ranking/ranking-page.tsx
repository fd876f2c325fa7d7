import {
  RANKING_PERIODS,
  type RankingKind,
  type RankingPeriod,
  type RankingPeriodType,
} from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { QueryState, useDates, useSessionToken } from '@marquee/session';
import { ChipButtons, EmptyState, formatMoney, minorToMajor } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { useRankingQuery } from '../queries/ranking-query';
import { RankingRow } from './ranking-row';

export interface RankingPageProps {
  /** /deposit-rank ranks credited deposits, /bet-rank valid bets */
  kind: RankingKind;
  currencySymbol: string;
  locale?: string;
}

const TITLE_KEYS: Record<RankingKind, TranslationKey> = {
  DEPOSIT: 'rank_title_deposit',
  VALID_BET: 'rank_title_valid_bet',
};

const PERIOD_KEYS: Record<RankingPeriodType, Record<RankingPeriod, TranslationKey>> = {
  DAY: { CURRENT: 'rank_period_today', PREVIOUS: 'rank_period_yesterday' },
  WEEK: { CURRENT: 'rank_period_this_week', PREVIOUS: 'rank_period_last_week' },
  MONTH: { CURRENT: 'rank_period_this_month', PREVIOUS: 'rank_period_last_month' },
};

/** A TOP-20 page: the members ranked by deposits or valid bets this period or the one before, mine marked. */
export function RankingPage({ kind, currencySymbol, locale }: RankingPageProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const titleId = useId();
  const [period, setPeriod] = useState<RankingPeriod>('CURRENT');
  const query = useRankingQuery(kind, period);
  const signedIn = Boolean(useSessionToken());
  const money = (minor: number) =>
    formatMoney(minorToMajor(minor), { currencySymbol, ...(locale ? { locale } : {}) });
  const ranking = query.data;
  // the period's kind is the brand's: until the first answer, the week is the likeliest label
  const periodKeys = PERIOD_KEYS[ranking?.periodType ?? 'WEEK'];
  const outside =
    ranking?.mine && !ranking.entries.some((entry) => entry.rank === ranking.mine?.rank)
      ? ranking.mine
      : null;
  return (
    <section className="mq-page-column mq-ranking" aria-labelledby={titleId}>
      <h1 id={titleId} className="mq-promotions__title">
        {t(TITLE_KEYS[kind])}
      </h1>
      <fieldset className="mq-promotions__tabs">
        <legend className="mq-visually-hidden">{t('rank_periods_label')}</legend>
        <ChipButtons
          items={RANKING_PERIODS}
          textOf={(item) => t(periodKeys[item])}
          pressed={(item) => item === period}
          onPick={setPeriod}
          className="mq-promotions__tab"
        />
      </fieldset>
      <QueryState query={query} />
      {ranking && (
        <>
          <p className="mq-ranking__period">
            {t('promo_period', { from: dates.day(ranking.from), until: dates.day(ranking.to) })}
          </p>
          {signedIn && (
            <p className="mq-ranking__mine">
              {ranking.mine
                ? t('rank_mine', { rank: ranking.mine.rank, amount: money(ranking.mine.amount) })
                : t('rank_mine_none')}
            </p>
          )}
          {ranking.entries.length === 0 ? (
            <EmptyState title={t('rank_empty')} />
          ) : (
            <ol className="mq-stack-list" aria-label={t(TITLE_KEYS[kind])}>
              {ranking.entries.map((entry) => (
                <RankingRow
                  key={entry.rank}
                  entry={entry}
                  mine={entry.rank === ranking.mine?.rank}
                  money={money}
                />
              ))}
            </ol>
          )}
          {/* outside the TOP 20 the member's own row follows the list, at its place */}
          {outside && (
            <ol className="mq-stack-list mq-ranking__own" start={outside.rank} aria-label={t('rank_own_row')}>
              <RankingRow entry={outside} mine money={money} />
            </ol>
          )}
        </>
      )}
    </section>
  );
}
