import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line (or bar set) of a chart. */
export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface UPlotChartProps {
  /** the category of each point (a day, an hour, a site), shown on the x axis */
  labels: string[];
  series: ChartSeries[];
  bars?: boolean;
  height?: number;
  /** the chart's accessible name */
  title: string;
  /** what the x axis holds, named in the legend (a day, a page, a site) */
  xName?: string;
}

/** whole-number tick steps: counts are never fractional */
const COUNT_STEPS = [1, 2, 5]
  .flatMap((m) => [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000].map((p) => m * p))
  .sort((a, b) => a - b);

/**
 * A uPlot chart (its own lazy chunk, through `Chart`: only the screens with a chart load it). The x axis is the points' index,
 * labelled with their categories; the width follows the container.
 */
export default function UPlotChart({ labels, series, bars, height = 280, title, xName = '' }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const barPaths = bars ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
    const opts: uPlot.Options = {
      width: Math.max(320, el.clientWidth),
      height,
      scales: {
        // bars and a lone point need room on both sides
        x: { time: false, range: (_u, min, max) => (bars || min === max ? [min - 0.6, max + 0.6] : [min, max]) },
        y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
      },
      axes: [
        {
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (labels[v] ?? '') : '')),
          // steps in points: days (a week, a fortnight, a month) and hours (a quarter, half, whole day, a week …)
          incrs: [1, 2, 3, 5, 6, 7, 12, 14, 24, 30, 48, 72, 168, 336, 720, 1440],
          // a label is a day, an hour or a name: leave it room for the longest
          space: Math.max(60, Math.min(160, Math.max(0, ...labels.map((l) => l.length)) * 8 + 16)),
        },
        { size: 60, incrs: COUNT_STEPS },
      ],
      series: [
        { label: xName, value: (_u, v) => (v == null ? '--' : (labels[v] ?? '')) },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          fill: bars ? s.color : `${s.color}22`,
          paths: barPaths,
          points: { show: labels.length <= 62 },
        })),
      ],
      legend: { show: true },
    };
    const plot = new uPlot(opts, [xs, ...series.map((s) => s.values)], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(320, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, bars, height]);

  return <div ref={box} role="img" aria-label={title} className="zx-stat-chart" style={{ width: '100%' }} />;
}
