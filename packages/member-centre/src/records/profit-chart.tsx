import type { ProfitDay } from '@marquee/api-client';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

const HEIGHT = 240;

/** A design token's colour now (the theme can change between draws: each draw reads it again). */
function tokenColour(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || '#888888';
}

/**
 * The net result per day as bars (gains up, losses down), drawn on a canvas by uPlot. The canvas
 * says nothing to assistive technology beyond its label: the page's table holds the same figures.
 */
export function ProfitChart({
  days,
  label,
  formatMoney,
}: {
  days: readonly ProfitDay[];
  label: string;
  formatMoney: (minor: number) => string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const colour = (name: string) => () => tokenColour(root, name);
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    // one series for the gains and one for the losses, so each has its colour; a day is in one
    const gains = days.map((day) => (day.winLoss > 0 ? day.winLoss / 100 : null));
    const losses = days.map((day) => (day.winLoss < 0 ? day.winLoss / 100 : null));
    const chart = new uPlot(
      {
        width: root.clientWidth || 600,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          x: { time: false, range: [-0.5, days.length - 0.5] },
          y: { range: (_, min, max) => [Math.min(0, min), Math.max(0, max, 1)] },
        },
        axes: [
          {
            stroke: colour('--mq-color-text-muted'),
            grid: { show: false },
            incrs: [1, 2, 5, 7, 14, 30],
            values: (_, splits) => splits.map((index) => days[index]?.day.slice(5) ?? ''),
          },
          {
            stroke: colour('--mq-color-text-muted'),
            grid: { stroke: colour('--mq-color-border') },
            size: 90,
            values: (_, splits) => splits.map((value) => formatMoney(Math.round(value * 100))),
          },
        ],
        series: [
          {},
          { fill: colour('--mq-color-success'), stroke: colour('--mq-color-success'), paths: bars },
          { fill: colour('--mq-color-danger'), stroke: colour('--mq-color-danger'), paths: bars },
        ],
      },
      [days.map((_, index) => index), gains, losses],
      root,
    );
    const observer = new ResizeObserver(() => {
      if (root.clientWidth > 0) chart.setSize({ width: root.clientWidth, height: HEIGHT });
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, formatMoney]);
  return <div ref={container} className="mq-mc-pnl__chart" role="img" aria-label={label} />;
}
