import type { Mission, MissionPeriod } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useErrorText } from '@marquee/session';
import { EmptyState, FormError } from '@marquee/ui-kit';
import { useCallback, useId, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useClaimMissionMutation } from '../mutations/claim-mission-mutation';
import { useMissionSummaryQuery } from '../queries/mission-summary-query';
import { formatAmount } from '../shared/format-amount';
import { MissionItem } from './mission-item';
import { MissionLeaderboard } from './mission-leaderboard';

type Outcome = { kind: 'claimed'; text: string } | { kind: 'failed'; text: string };

const SECTIONS: readonly { period: MissionPeriod; heading: 'mcmis_daily' | 'mcmis_weekly' }[] = [
  { period: 'DAILY', heading: 'mcmis_daily' },
  { period: 'WEEKLY', heading: 'mcmis_weekly' },
];

/** Missions (missionLeaderboard): the daily and weekly missions with Claim, my points and the leaderboard. */
export function MissionsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const summary = useMissionSummaryQuery();
  const claim = useClaimMissionMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();
  const money = useCallback(
    (minor: number) => formatAmount(minor, currencySymbol, locale),
    [currencySymbol, locale],
  );
  const onClaim = (mission: Mission) => {
    setOutcome(null);
    claim.mutate(mission.id, {
      onSuccess: (claimed) =>
        setOutcome({
          kind: 'claimed',
          text: t('mcmis_claimed_ok', { amount: money(claimed.amount), points: claimed.points }),
        }),
      onError: (error) => setOutcome({ kind: 'failed', text: errorText(error) }),
    });
  };
  const data = summary.data;
  return (
    <div className="mq-mc-section mq-mc-missions">
      <QueryState query={summary} headingLevel="h3" />
      {data && (
        <>
          <p className="mq-mc-missions__points">{t('mcmis_points', { points: data.points })}</p>
          <p role="status" className="mq-mc-missions__outcome">
            {outcome?.kind === 'claimed' ? outcome.text : ''}
          </p>
          <FormError message={outcome?.kind === 'failed' ? outcome.text : null} />
          {data.missions.length === 0 && <EmptyState title={t('mcmis_empty')} headingLevel="h3" />}
          {SECTIONS.map(({ period, heading }) => {
            const missions = data.missions.filter((mission) => mission.period === period);
            if (missions.length === 0) return null;
            return (
              <section
                key={period}
                className="mq-mc-missions__group"
                aria-labelledby={`${headingId}-${period}`}
              >
                <h3 id={`${headingId}-${period}`} className="mq-mc-missions__heading">
                  {t(heading)}
                </h3>
                <ul className="mq-stack-list">
                  {missions.map((mission) => (
                    <MissionItem
                      key={mission.id}
                      mission={mission}
                      money={money}
                      onClaim={onClaim}
                      claiming={claim.isPending && claim.variables === mission.id}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
      <MissionLeaderboard headingId={`${headingId}-board`} />
    </div>
  );
}
