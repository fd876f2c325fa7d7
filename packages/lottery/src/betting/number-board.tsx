import { useTranslation } from '@marquee/i18n';
import { useMemo } from 'react';
import { FREQUENCY_DRAWS } from '../queries/opened-numbers-query';
import { NumberCell } from './number-cell';
import { hotAndCold } from './numbers';

interface NumberBoardProps {
  numbers: readonly string[];
  selected: readonly string[];
  onToggle: (number: string) => void;
  /** how often each two-digit number came out over the last 100 draws */
  frequency?: Readonly<Record<string, number>> | undefined;
  disabled: boolean;
}

/** The 00–99 (or 0–9) board, each number with its count over the last draws, hot and cold marked. */
export function NumberBoard({ numbers, selected, onToggle, frequency, disabled }: NumberBoardProps) {
  const { t } = useTranslation();
  const picked = useMemo(() => new Set(selected), [selected]);
  const withCounts = numbers[0]?.length === 2 ? frequency : undefined;
  const { hot, cold } = useMemo(() => hotAndCold(withCounts), [withCounts]);
  return (
    <fieldset className="mq-lottery-board mq-lottery-fieldset" aria-label={t('lottery_board')}>
      {withCounts ? (
        <p className="mq-lottery-board__legend">
          {t('lottery_frequency_legend', { count: FREQUENCY_DRAWS })}
        </p>
      ) : null}
      <div className="mq-lottery-board__grid">
        {numbers.map((number) => (
          <NumberCell
            key={number}
            number={number}
            selected={picked.has(number)}
            count={withCounts?.[number]}
            heat={hot.has(number) ? 'hot' : cold.has(number) ? 'cold' : null}
            disabled={disabled}
            onToggle={onToggle}
          />
        ))}
      </div>
    </fieldset>
  );
}
