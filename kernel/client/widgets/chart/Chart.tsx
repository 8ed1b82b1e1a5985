import { lazy, Suspense } from 'react';
import { Spin } from '@arco-design/web-react';
import type { UPlotChartProps } from './UPlotChart.tsx';

const UPlotChart = lazy(() => import('./UPlotChart.tsx'));

/** A line or bar chart of counts (statistics, search trends): uPlot loads in its own chunk the first time a chart is shown. */
export function Chart(props: UPlotChartProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', height: props.height ?? 280 }} />}>
      <UPlotChart {...props} />
    </Suspense>
  );
}
