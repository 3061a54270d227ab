import { integrityListFile, isRemoteName, versionPattern } from '@site/federation/remotes';

/** `/<remote>/<version>/web/…` or `…/node/…` in the store: a version's browser or server build, or its file list. */
export function isVersionAsset(pathname: string): boolean {
  const [, remote, version, side, ...rest] = pathname.split('/');
  if (!isRemoteName(remote ?? '') || !versionPattern.test(version ?? '') || version!.startsWith('.')) return false;
  if (side === integrityListFile) return rest.length === 0;
  return (side === 'web' || side === 'node') && rest.length > 0 && !rest.some((part) => part === '..' || part.startsWith('.'));
}
