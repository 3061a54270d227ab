import type { ReleaseEvent, RemoteName } from '@site/federation';
import { rolloutMove } from '../rollout-plan.js';
import type { RunningCanary, SiteVersions } from '../serving/site-versions.js';
import { defaultGuardThresholds, judgeRunningCanary, type GuardThresholds, type Judgement, type ReportReader } from './judge.js';

/** The guard's last judgement of a running canary in this instance. */
export interface GuardVerdict extends Judgement {
  version: string;
  at: number;
}

export interface CanaryGuard {
  readonly intervalMs: number;
  readonly thresholds: GuardThresholds;
  /** Starts judging every `intervalMs` (the site mounts it). */
  start(): void;
  stop(): void;
  /** Per area, its running canary's last verdict. */
  verdicts(): ReadonlyMap<RemoteName, GuardVerdict>;
  /** Judges now (tests; the timer calls it every `intervalMs`). */
  tick(): Promise<void>;
}

/**
 * While a canary runs, judges it every `intervalMs` (judge.ts: its visitors' failures and speed) and
 * ends it when it is failing.
 * Every instance runs one; the registry's conditional end lets exactly one of them end it and write
 * the audit log, and that one logs it loudly. It never touches the active version. A canary a
 * staged rollout drives moves to its next step when the step is due and the canary is not failing,
 * the same way: a conditional change of the registry, made by one instance.
 */
export function createCanaryGuard(options: {
  versions: Pick<SiteVersions, 'load' | 'endCanary' | 'updateCanary' | 'promote'>;
  reports: ReportReader;
  thresholds?: GuardThresholds;
  intervalMs?: number;
  now?: () => number;
}): CanaryGuard {
  const { versions, reports, thresholds = defaultGuardThresholds, intervalMs = 10_000, now = Date.now } = options;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  const verdicts = new Map<RemoteName, GuardVerdict>();

  /** True when the canary goes on (healthy, or waiting for evidence): failing by errors or by speed ends it, and holds its rollout. */
  async function judge(canary: RunningCanary, activeVersion: string): Promise<boolean> {
    const judgement = await judgeRunningCanary(reports, canary, activeVersion, thresholds, now());
    verdicts.set(canary.remote, { ...judgement, version: canary.version, at: now() });
    if (judgement.state !== 'failing') return true;
    const reason = `guard: ${judgement.why}, since ${new Date(judgement.sinceMs).toISOString()}`;
    const event: ReleaseEvent = { at: now(), actor: 'site guard', remote: canary.remote, action: 'abort', from: canary.version, to: activeVersion, check: `failed: ${reason}` };
    if (await versions.endCanary(canary.remote, canary.version, event)) {
      console.error(JSON.stringify({ level: 'fatal', msg: `CANARY ROLLED BACK: ${canary.remote} ${canary.version} ended, everyone gets ${activeVersion}`, reason }));
    }
    return false;
  }

  async function moveRollout(canary: RunningCanary, activeVersion: string): Promise<void> {
    const move = rolloutMove(canary.record, now());
    const rollout = canary.record.rollout;
    if (move.kind === 'wait' || !rollout) return;
    const of = `step ${rollout.step + 2} of ${rollout.steps.length}`;
    if (move.kind === 'promote') {
      const event: ReleaseEvent = { at: now(), actor: 'site rollout', remote: canary.remote, action: 'promote', from: activeVersion, to: canary.version, check: `passed: ${of}, 100% (rollout of ${rollout.startedBy})` };
      await versions.promote(canary.remote, canary.version, event);
      return;
    }
    const event: ReleaseEvent = { at: now(), actor: 'site rollout', remote: canary.remote, action: 'rollout', from: activeVersion, to: canary.version, check: `passed: ${of}, ${move.next.percent}% (rollout of ${rollout.startedBy})` };
    await versions.updateCanary(canary.remote, canary.record, move.next, event);
  }

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const live = await versions.load();
      for (const remote of verdicts.keys()) if (!live.canaries.some((canary) => canary.remote === remote)) verdicts.delete(remote);
      for (const canary of live.canaries) {
        const activeVersion = live.browser[canary.remote].version;
        if (await judge(canary, activeVersion)) await moveRollout(canary, activeVersion);
      }
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'canary guard could not judge', error: String(error) }));
    } finally {
      running = false;
    }
  };
  return {
    intervalMs,
    thresholds,
    start() {
      if (timer) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
    verdicts: () => verdicts,
    tick,
  };
}
