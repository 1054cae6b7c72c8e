import { describe, expect, it } from 'vitest';
import { lineChartOption } from './lineChartOption.ts';

const input = {
  categories: [2022, 2023],
  series: [{ name: 'Pitches', data: [1, 2] }],
  format: String,
  type: 'bar' as const,
};

describe('lineChartOption', () => {
  it('keeps a count axis on whole steps, so no 0.5 or 1.5 pitch appears', () => {
    expect(lineChartOption({ ...input, isWholeNumbers: true }).yAxis).toMatchObject({ minInterval: 1 });
  });

  it('lets amounts take fractional steps', () => {
    expect(lineChartOption(input).yAxis).not.toHaveProperty('minInterval');
  });
});
