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
}

/**
 * A uPlot chart (its own lazy chunk: only the Statistics screen loads it). The x axis is the points' index,
 * labelled with their categories; the width follows the container.
 */
export default function UPlotChart({ labels, series, bars, height = 280, title }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const barPaths = bars ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
    const opts: uPlot.Options = {
      width: Math.max(320, el.clientWidth),
      height,
      scales: { x: { time: false, range: (_u, min, max) => [min - (bars ? 0.6 : 0), max + (bars ? 0.6 : 0)] } },
      axes: [
        {
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (labels[v] ?? '') : '')),
          incrs: [1, 2, 5, 10, 20, 50, 100],
        },
        { size: 60 },
      ],
      series: [
        {},
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
