import semver from 'semver';
import { compatibilityPackages, type CompatibilityPackage } from './shared-singletons.js';

/**
 * What a build was made with: the federation contract version and the installed version of each
 * shared library. A remote version records what it requires (requirements.json in its folder);
 * the shell records what it provides (provides.json in its build).
 */
export interface BuildRequirements {
  federationContract: number;
  packages: Partial<Record<CompatibilityPackage, string>>;
  /** The shell only: the slots of its frame that areas may fill (area-manifest.ts). */
  slots?: string[];
}

/** What a remote needs that the shell lacks: the contract, or one shared package (`present` null: the shell has none). */
export type Misfit = { kind: 'contract'; needed: number; present: number } | { kind: 'package'; name: CompatibilityPackage; needed: string; present: string | null };

/**
 * What keeps a remote built against `requires` from running in a shell that `provides`, or
 * undefined when it can. A shared singleton is the shell's copy, so the shell's version must
 * satisfy the remote's as a caret range (same major, not older): a remote built for React 18 or
 * for another major of @site/design is refused.
 */
export function misfitOf(requires: BuildRequirements, provides: BuildRequirements): Misfit | undefined {
  if (requires.federationContract !== provides.federationContract) return { kind: 'contract', needed: requires.federationContract, present: provides.federationContract };
  for (const name of compatibilityPackages) {
    const needed = requires.packages[name];
    const present = provides.packages[name];
    if (!needed) continue;
    if (!present || !semver.satisfies(present, `^${needed}`)) return { kind: 'package', name, needed, present: present ?? null };
  }
  return undefined;
}

/** The misfit in one line (logs, the CLI, refusals), or undefined when the remote can run in the shell. */
export function incompatibility(requires: BuildRequirements, provides: BuildRequirements): string | undefined {
  const misfit = misfitOf(requires, provides);
  if (!misfit) return undefined;
  if (misfit.kind === 'contract') return `federation contract ${misfit.needed} (the shell has ${misfit.present})`;
  return `${misfit.name} ${misfit.needed} (the shell has ${misfit.present ?? 'none'})`;
}
