import type { TeamDay } from '@marquee/api-client';

const WIDTH = 600;
const HEIGHT = 200;
const GAP = 0.2;

/**
 * The team's valid bet per day as bars, in plain SVG: the series is at most 90 values, which needs
 * no chart library. The drawing says nothing to assistive technology beyond its label: the table
 * beside it holds the same figures.
 */
export function TeamTrendChart({ days, label }: { days: readonly TeamDay[]; label: string }) {
  const top = Math.max(1, ...days.map((day) => day.validBet));
  const slot = WIDTH / Math.max(1, days.length);
  return (
    <svg
      className="mq-ac-trend"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <line className="mq-ac-trend__axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
      {days.map((day, index) => {
        const height = (day.validBet / top) * (HEIGHT - 4);
        return (
          <rect
            key={day.day}
            className="mq-ac-trend__bar"
            x={index * slot + (slot * GAP) / 2}
            y={HEIGHT - height}
            width={slot * (1 - GAP)}
            height={height}
          />
        );
      })}
    </svg>
  );
}
