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

/**
 * Why a remote built against `requires` cannot run in a shell that `provides`, in one line, or
 * undefined when it can. A shared singleton is the shell's copy, so the shell's version must
 * satisfy the remote's as a caret range (same major, not older): a remote built for React 18 or
 * for another major of @site/design is refused.
 */
export function incompatibility(requires: BuildRequirements, provides: BuildRequirements): string | undefined {
  if (requires.federationContract !== provides.federationContract) {
    return `federation contract ${requires.federationContract} (the shell has ${provides.federationContract})`;
  }
  for (const name of compatibilityPackages) {
    const needed = requires.packages[name];
    const present = provides.packages[name];
    if (!needed) continue;
    if (!present) return `${name} ${needed} (the shell has none)`;
    if (!semver.satisfies(present, `^${needed}`)) return `${name} ${needed} (the shell has ${present})`;
  }
  return undefined;
}
