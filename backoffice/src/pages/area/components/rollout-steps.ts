/** `10m`, `30s`, `2h`, `1d`: a rollout's interval as the release tool reads it. */
export const rolloutIntervalPattern = /^\s*\d+\s*[smhd]\s*$/;

/** `5, 25, 50, 100` -> [5, 25, 50, 100]: whole percentages from 1 to 100, rising; null when not. */
export function parseRolloutSteps(text: string | undefined): number[] | null {
  const parts = (text ?? '').split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const steps = parts.map(Number);
  const rising = steps.every((step, index) => step >= 1 && step <= 100 && (index === 0 || step > steps[index - 1]!));
  return rising ? steps : null;
}
