/** The shortest and longest interval between two steps of a staged rollout. */
export const rolloutEveryBounds = { minMs: 10_000, maxMs: 7 * 24 * 3_600_000 };

/**
 * `--steps 5,25,50,100`: whole percentages, rising, ending with 100 (the promote). Returns the
 * steps, or the reason they are refused.
 */
export function parseRolloutSteps(value: string | readonly number[]): number[] | string {
  const steps = typeof value === 'string' ? value.split(',').map((item) => (item.trim() === '' ? NaN : Number(item))) : [...value];
  if (steps.length < 2) return 'a staged rollout takes at least two steps, the last 100 (5,25,50,100)';
  if (!steps.every((step) => Number.isInteger(step) && step >= 1 && step <= 100)) return 'steps are whole percentages from 1 to 100 (5,25,50,100)';
  if (!steps.every((step, index) => index === 0 || step > steps[index - 1]!)) return 'steps rise: each share is larger than the one before (5,25,50,100)';
  if (steps.at(-1) !== 100) return 'the last step is 100: the rollout ends with everyone on the new version';
  return steps;
}

/** `--every 10m`: seconds, minutes, hours or days (`30s`, `10m`, `1h`, `1d`), from 10 s to a week. Milliseconds, or the reason it is refused. */
export function parseRolloutEvery(value: string): number | string {
  const match = /^(\d+)(s|m|h|d)$/.exec(value.trim());
  const ms = match ? Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'] : NaN;
  if (!(ms >= rolloutEveryBounds.minMs && ms <= rolloutEveryBounds.maxMs)) return `--every takes seconds, minutes, hours or days from 10s to a week (30s, 10m, 1h, 1d), not "${value}"`;
  return ms;
}
