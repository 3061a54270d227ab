import { speedVitalNames, type SpeedVitalName } from '@site/federation';

/**
 * An audit entry's check, read back into parts the back office can say in its own language. The
 * log keeps the release tool's English sentence (the CLI and CSV show it as recorded); this knows
 * the sentences the release library writes, and leaves any other detail as recorded.
 */
export type CheckDetail =
  | { kind: 'stepStart'; step: number; count: number; percent: number; steps: string; everyMs: number }
  | { kind: 'step'; step: number; count: number; percent: number; user: string }
  | { kind: 'share'; from: number; to: number; rolloutEnded: boolean }
  | { kind: 'paused' | 'resumed'; step: number; count: number; percent: number }
  | { kind: 'guard'; failed: number; views: number; activeFailed: number; activeViews: number; since: string }
  | { kind: 'guardSpeed'; vitals: SpeedFailure[]; since: string }
  | { kind: 'interrupted' }
  | { kind: 'previewUntil'; until: string }
  | { kind: 'userRole'; user: string; roles: string[] };

/** A vital the guard ended a canary for: the canary's p75, the active version's and the limit (ms). */
export interface SpeedFailure {
  name: SpeedVitalName;
  canary: number;
  active: number;
  limit: number;
}

export interface ReadCheck {
  result: 'passed' | 'failed' | 'none';
  /** What the sentence says, when the back office knows its shape. */
  detail: CheckDetail | null;
  /** The text after the result, as recorded (empty when there is none). */
  recorded: string;
  /** Done with `npm run console` on the server, not in the back office. */
  fromCli: boolean;
}

const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const everyMs = (every: string) => {
  const match = /^(\d+)([smhd])$/.exec(every);
  return match ? Number(match[1]) * unit[match[2] as keyof typeof unit] : NaN;
};
const int = Number;
/** The guard's sentence for a judged vital (@site/release's speedWhy): `LCP p75 940 ms against 310 ms for the active version (limit 410 ms: …)`. */
const speedNames = speedVitalNames.join('|');
const speedFailure = new RegExp(`(${speedNames}) p75 (\\d+) ms against (\\d+) ms for the active version \\(limit (\\d+) ms: [^)]*\\)`, 'g');
const guardSpeed = new RegExp(`^guard: ((?:(?:${speedNames}) p75 \\d+ ms against \\d+ ms for the active version \\(limit \\d+ ms: [^)]*\\)(?:; )?)+), since (\\S+)$`);

const shapes: ((text: string) => CheckDetail | null)[] = [
  (text) => {
    const m = /^step (\d+) of (\d+), (\d+)% \(steps ([\d,]+) every (\d+[smhd])\)$/.exec(text);
    return m ? { kind: 'stepStart', step: int(m[1]), count: int(m[2]), percent: int(m[3]), steps: m[4]!, everyMs: everyMs(m[5]!) } : null;
  },
  (text) => {
    const m = /^step (\d+) of (\d+), (\d+)% \(rollout of (.+)\)$/.exec(text);
    return m ? { kind: 'step', step: int(m[1]), count: int(m[2]), percent: int(m[3]), user: m[4]! } : null;
  },
  (text) => {
    const m = /^(\d+)% -> (\d+)%( \(the staged rollout ends.*\))?$/.exec(text);
    return m ? { kind: 'share', from: int(m[1]), to: int(m[2]), rolloutEnded: Boolean(m[3]) } : null;
  },
  (text) => {
    const m = /^(paused|resumed) at step (\d+) of (\d+), (\d+)%$/.exec(text);
    return m ? { kind: m[1] as 'paused' | 'resumed', step: int(m[2]), count: int(m[3]), percent: int(m[4]) } : null;
  },
  (text) => {
    const m = /^guard: (\d+) of (\d+) visitors saw failures \([\d.]+%\) against (\d+) of (\d+) \([\d.]+%\) for the active version, since (\S+)$/.exec(text);
    return m ? { kind: 'guard', failed: int(m[1]), views: int(m[2]), activeFailed: int(m[3]), activeViews: int(m[4]), since: m[5]! } : null;
  },
  (text) => {
    const m = guardSpeed.exec(text);
    if (!m) return null;
    const vitals = [...m[1]!.matchAll(speedFailure)].map((v) => ({ name: v[1] as SpeedFailure['name'], canary: int(v[2]), active: int(v[3]), limit: int(v[4]) }));
    return { kind: 'guardSpeed', vitals, since: m[2]! };
  },
  (text) => (text.startsWith('interrupted before it took effect') ? { kind: 'interrupted' } : null),
  (text) => {
    const m = /^until (\S+)$/.exec(text);
    return m ? { kind: 'previewUntil', until: m[1]! } : null;
  },
  (text) => {
    const m = /^(.+) (?:as|is) ((?:viewer|releaser|admin|editor|sales)(?:,(?:viewer|releaser|admin|editor|sales))*)$/.exec(text);
    return m ? { kind: 'userRole', user: m[1]!, roles: m[2]!.split(',') } : null;
  },
];

const cliSuffix = ' (npm run console)';

export function readCheck(check: string): ReadCheck {
  const fromCli = check.endsWith(cliSuffix);
  const text = fromCli ? check.slice(0, -cliSuffix.length) : check;
  const match = /^(passed|failed|none)(?::\s*(.*))?$/s.exec(text);
  if (!match) return { result: 'none', detail: null, recorded: text, fromCli };
  const recorded = match[2] ?? '';
  const detail = recorded ? shapes.reduce<CheckDetail | null>((found, shape) => found ?? shape(recorded), null) : null;
  return { result: match[1] as ReadCheck['result'], detail, recorded, fromCli };
}
