import type { PitchGraph } from '@adatlas/domain/market-data';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { BRAND_COLORS } from '../../../app/theme.ts';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface PitchYearChartProps {
  series: PitchGraph['series'];
}

/** Pitches per start year; loaded on its own so ECharts stays out of the page's first chunk. */
export function PitchYearChart({ series }: PitchYearChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, []);
  useEffect(() => {
    const chart = element.current ? echarts.getInstanceByDom(element.current) : undefined;
    chart?.setOption({
      grid: { left: 40, right: 16, top: 16, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: series.map((point) => String(point.year)) },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: thousands } },
      series: [
        {
          type: 'bar',
          data: series.map((point) => point.count),
          itemStyle: { color: BRAND_COLORS.primary, borderRadius: [4, 4, 0, 0] },
        },
      ],
    });
  }, [series]);
  return <div ref={element} style={{ height: 220, width: '100%' }} data-testid="pitch-chart" />;
}

/** Axis labels with a thousand suffix (spec §9). */
function thousands(value: number): string {
  return value >= 1000 ? `${Math.round(value / 100) / 10}k` : String(value);
}
