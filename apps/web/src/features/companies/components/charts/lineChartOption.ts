export interface LineSeries {
  name: string;
  data: (number | null)[];
}

export interface LineChartOptionInput {
  categories: readonly (string | number)[];
  series: readonly LineSeries[];
  format: (value: number) => string;
  /** The axis labels, when they need one unit for all (money); default `format`. */
  formatAxis?: (value: number) => string;
  type: 'line' | 'bar';
  /** Counts: the axis steps by whole units at least. */
  isWholeNumbers?: boolean;
}

/** The ECharts option of a line or bar chart over yearly (or other) categories. */
export function lineChartOption({
  categories,
  series,
  format,
  formatAxis,
  type,
  isWholeNumbers,
}: LineChartOptionInput) {
  return {
    grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number | null) => (value == null ? '–' : format(value)),
    },
    xAxis: { type: 'category', data: categories, boundaryGap: type === 'bar' },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: formatAxis ?? format },
      ...(isWholeNumbers ? { minInterval: 1 } : {}),
    },
    series: series.map((line) => ({ ...line, type, smooth: type === 'line', connectNulls: true })),
  };
}
