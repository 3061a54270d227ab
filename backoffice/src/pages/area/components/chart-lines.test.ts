import { describe, expect, it } from 'vitest';
import type { AreaSeries, AreaStatus } from '@site/console-contract/releases';
import { chartLines, minuteRate, niceCeiling, scaleOf } from './chart-lines';

const series = {
  remote: 'parts',
  range: 'hour',
  from: 0,
  stepMs: 60_000,
  points: 3,
  versions: {
    '1.0.0': { views: [3, 0, 3], failed: [0, 0, 0] },
    '1.1.0': { views: [3, 0, 3], failed: [1, 2, 0] },
  },
} as unknown as AreaSeries;
const status = { active: '1.0.0', canary: { version: '1.1.0' } } as unknown as AreaStatus;

describe('health chart lines', () => {
  it('draws failures as counts beside views, on the same axis, and the rate on its own', () => {
    const lines = chartLines(series, status);
    const canary = lines.filter((line) => line.version === '1.1.0');
    expect(canary.map((line) => [line.measure, scaleOf(line.measure)])).toEqual([
      ['views', 'counts'],
      ['failures', 'counts'],
      ['rate', 'rate'],
    ]);
    expect(canary.find((line) => line.measure === 'failures')?.values).toEqual([1, 2, 0]);
  });

  it('draws a minute with failures and no views at 100 %, and leaves out a minute without reports', () => {
    const rate = chartLines(series, status).find((line) => line.version === '1.1.0' && line.measure === 'rate');
    expect(rate?.values).toEqual([1 / 3, 1, 0]);
    expect(minuteRate(0, 0)).toBeNull();
    expect(minuteRate(2, 5)).toBe(1);
  });

  it('keeps lines with the same values apart: the canary is drawn thinner, with points, over the active version', () => {
    const views = chartLines(series, status).filter((line) => line.measure === 'views');
    expect(views[0]!.values).toEqual(views[1]!.values);
    expect(views[0]!.width).toBeGreaterThan(views[1]!.width);
    expect(views[1]!.points).toBe(true);
  });

  it('ends an axis on a round figure just above the data', () => {
    expect([0, 0.33, 3, 7, 12, 480].map(niceCeiling)).toEqual([1, 0.5, 5, 10, 20, 500]);
  });
});
