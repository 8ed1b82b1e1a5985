import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AdChartData } from '../../api/ad-api.ts';

/** The line chart of one ad's clicks and impressions (uPlot, in its own lazy chunk). */
export default function AdChart({ data, labels }: { data: AdChartData; labels: { click: string; view: string; x: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = data.xAxisDatas.map((_, i) => i);
    const plot = new uPlot(
      {
        width: Math.max(320, el.clientWidth),
        height: 260,
        scales: { x: { time: false } },
        axes: [{ values: (_u, ticks) => ticks.map((i) => data.xAxisDatas[i] ?? '') }, {}],
        series: [
          { label: labels.x, value: (_u, i) => (i == null ? '' : (data.xAxisDatas[i] ?? '')) },
          { label: labels.view, stroke: '#165dff', width: 2 },
          { label: labels.click, stroke: '#f53f3f', width: 2 },
        ],
      },
      [xs, data.lineDatas.view, data.lineDatas.click],
      el,
    );
    return () => plot.destroy();
  }, [data, labels]);
  return <div ref={box} className="zx-ad-chart" data-points={data.xAxisDatas.length} />;
}
