import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../../../shared/utils/currentLanguage.ts';
import { type LineSeries, lineChartOption } from './lineChartOption.ts';

export type { LineSeries } from './lineChartOption.ts';

export interface LineChartProps {
  categories: readonly (string | number)[];
  series: readonly LineSeries[];
  height?: number;
  /** Formats axis labels and tooltip values (money units, counts). */
  formatValue?: (value: number) => string;
  type?: 'line' | 'bar';
  /** Counts (pitches, rounds): no fractional axis steps. */
  /** Axis labels in one unit (money), when they differ from the tooltip's. */
  formatAxis?: (value: number) => string;
  isWholeNumbers?: boolean;
}

type EchartsInstance = {
  setOption: (option: object, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
};

/**
 * ECharts loaded on first use, so it never weighs on the first page. A chunk that fails to arrive
 * (a dropped connection, files replaced by a deploy) is asked for again, twice, before the chart
 * gives up: the first failure used to leave the card empty beside its table until a reload.
 */
async function loadEcharts(attempt = 1): Promise<typeof import('echarts/core')> {
  try {
    const [core, charts, components, renderers] = await Promise.all([
      import('echarts/core'),
      import('echarts/charts'),
      import('echarts/components'),
      import('echarts/renderers'),
    ]);
    core.use([
      charts.LineChart,
      charts.BarChart,
      components.GridComponent,
      components.TooltipComponent,
      components.LegendComponent,
      renderers.CanvasRenderer,
    ]);
    return core;
  } catch (error) {
    if (attempt >= 3) throw error;
    await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
    return loadEcharts(attempt + 1);
  }
}

export function LineChart({
  categories,
  series,
  height = 300,
  formatValue,
  type = 'line',
  isWholeNumbers = false,
  formatAxis,
}: LineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EchartsInstance | null>(null);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    const element = container.current;
    // The chart follows its container's size, not only the window's: a chart set up while its
    // tab or card had no size yet (0 × 0, its canvas then stays empty) draws itself once the
    // container is laid out, and a scrollbar appearing or a column narrowing resizes it too.
    const observer = new ResizeObserver(() => {
      if (element && element.clientWidth > 0 && element.clientHeight > 0) chart.current?.resize();
    });
    loadEcharts()
      .then((echarts) => {
        if (disposed || !element) return;
        chart.current = echarts.init(element) as EchartsInstance;
        observer.observe(element);
        setIsReady(true);
      })
      // Still unreachable after the retries: the card keeps its placeholder.
      .catch(() => undefined);
    return () => {
      disposed = true;
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!isReady || !chart.current) return;
    const format = formatValue ?? ((value: number) => value.toLocaleString(currentLanguage()));
    chart.current.setOption(
      lineChartOption({ categories, series, format, formatAxis, type, isWholeNumbers }),
      true,
    );
  }, [isReady, categories, series, formatValue, formatAxis, type, isWholeNumbers]);

  return (
    <div style={{ position: 'relative', height }}>
      {isReady ? null : <Skeleton.Node active style={{ width: '100%', height }} />}
      <div ref={container} style={{ position: 'absolute', inset: 0 }} data-testid="line-chart" />
    </div>
  );
}
