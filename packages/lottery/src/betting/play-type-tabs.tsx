import type { PlayType } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { lowerKey } from '../lower-key';

/** The game's play types as tabs. */
export function PlayTypeTabs({
  playTypes,
  current,
  onChoose,
}: {
  playTypes: readonly PlayType[];
  current: PlayType;
  onChoose: (playType: PlayType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={t('lottery_play_types')} className="mq-lottery-tabs">
      {playTypes.map((playType) => (
        <button
          key={playType}
          type="button"
          role="tab"
          aria-selected={playType === current}
          aria-controls="lottery-betting-panel"
          className="mq-lottery-tab"
          onClick={() => onChoose(playType)}
        >
          {t(`lottery_play_${lowerKey(playType)}`)}
        </button>
      ))}
    </div>
  );
}
