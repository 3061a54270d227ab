import { expect, test } from 'vitest';
import { parseRolloutSteps, rolloutIntervalPattern } from './rollout-steps';

test('rollout steps are rising whole percentages from 1 to 100', () => {
  expect(parseRolloutSteps('5, 25,50 ,100')).toEqual([5, 25, 50, 100]);
  expect(parseRolloutSteps('25,5')).toBeNull();
  expect(parseRolloutSteps('0,50')).toBeNull();
  expect(parseRolloutSteps('5,101')).toBeNull();
  expect(parseRolloutSteps('5,,100')).toBeNull();
  expect(parseRolloutSteps('2.5,100')).toBeNull();
});

test('a rollout interval is a number and a unit', () => {
  expect(['30s', '10m', '2h', '1d'].every((value) => rolloutIntervalPattern.test(value))).toBe(true);
  expect(['10', 'm', '10 minutes', '-5m'].some((value) => rolloutIntervalPattern.test(value))).toBe(false);
});
