import type { PlayType } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { type KeyboardEvent, useRef } from 'react';
import { lowerKey } from '../lower-key';

/** The id of a play type's tab, which names the betting panel while it is chosen. */
export function playTypeTabId(playType: PlayType): string {
  return `lottery-tab-${playType}`;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The game's play types as tabs: one stop in the tab order (the chosen tab), the arrow keys, Home
 * and End choose another, as a screen reader announces tabs to be used.
 */
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
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(playTypes.indexOf(current), playTypes.length);
    const playType = playTypes[next];
    if (playType === undefined) return;
    onChoose(playType);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('lottery_play_types')}
      className="mq-lottery-tabs"
      onKeyDown={onKeyDown}
    >
      {playTypes.map((playType) => (
        <button
          key={playType}
          id={playTypeTabId(playType)}
          type="button"
          role="tab"
          aria-selected={playType === current}
          aria-controls="lottery-betting-panel"
          tabIndex={playType === current ? 0 : -1}
          className="mq-lottery-tab"
          onClick={() => onChoose(playType)}
        >
          {t(`lottery_play_${lowerKey(playType)}`)}
        </button>
      ))}
    </div>
  );
}
