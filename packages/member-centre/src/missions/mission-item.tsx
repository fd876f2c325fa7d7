import type { Mission } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { useId } from 'react';
import { missionProgress, missionTitle } from './mission-title';

interface MissionItemProps {
  mission: Mission;
  money: (minor: number) => string;
  onClaim: (mission: Mission) => void;
  /** this mission's claim is on its way */
  claiming: boolean;
}

/** One mission: what it asks, a progress bar, its reward and points, and its Claim button. */
export function MissionItem({ mission, money, onClaim, claiming }: MissionItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = missionTitle(t, mission, money);
  return (
    <li className="mq-mc-mission" aria-labelledby={titleId}>
      <div className="mq-mc-mission__body">
        <h4 id={titleId} className="mq-mc-mission__title">
          {title}
        </h4>
        <progress
          className="mq-mc-mission__bar"
          value={mission.progress}
          max={mission.target}
          aria-label={t('mcmis_progress_of', { mission: title })}
        />
        <p className="mq-mc-mission__figures">
          <span>{missionProgress(mission, money)}</span>
          <span>{t('mcmis_reward', { amount: money(mission.reward), points: mission.points })}</span>
        </p>
      </div>
      {mission.status === 'CLAIMED' ? (
        <span className="mq-mc-mission__state">{t('mcmis_claimed')}</span>
      ) : (
        <Button
          size="sm"
          disabled={mission.status !== 'COMPLETE'}
          loading={claiming}
          onClick={() => onClaim(mission)}
          aria-describedby={titleId}
        >
          {t('mcmis_claim')}
        </Button>
      )}
    </li>
  );
}
