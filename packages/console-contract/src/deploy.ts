// Deploy tokens and pushes (issue 49): what the Users section shows of a token, and what the push
// endpoint answers a team's CI. Browser-safe.
import type { RemoteName } from '@site/federation';

/** Where a version came from: who shipped it and how, the commit and the tools that built it. */
export interface Provenance {
  /** `push`: uploaded with a deploy token; `publish`: built from the checkout beside the store. */
  via: 'push' | 'publish';
  /** The token (`token parts-ci`) or the user who published. */
  by: string;
  commit?: string;
  repository?: string;
  /** The CI run that built it (a URL), as the CI reports it. */
  pipeline?: string;
  /** The build's tool versions (node, @rspack/core, @module-federation/enhanced). */
  tools?: Record<string, string>;
  /** SHA-256 (hex) of the whole upload as received. */
  digest?: string;
}

/** What a token may do besides storing a version: start a canary, or also activate and stage rollouts. */
export const deployRights = ['publish', 'canary', 'activate'] as const;
export type DeployRight = (typeof deployRights)[number];

/** A deploy token as listed: never its secret. Times are ISO 8601. */
export interface DeployToken {
  name: string;
  area: RemoteName;
  may: DeployRight;
  createdBy: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  state: 'active' | 'expired' | 'revoked';
}

/** `POST /console/api/deploy-tokens`: the new token's text, shown once. */
export interface NewDeployToken {
  token: string;
  record: DeployToken;
}

/** The push endpoint: where a team's CI sends a built version (`npm run release -- push`). */
export const pushPath = (remote: string, version: string) => `/deploy/api/areas/${encodeURIComponent(remote)}/versions/${encodeURIComponent(version)}`;

/** What the push endpoint answers: each step it took, and whether the version was new. */
export interface PushResult {
  remote: RemoteName;
  version: string;
  /** `stored`: new in the store; `unchanged`: the same bytes were there already. */
  outcome: 'stored' | 'unchanged';
  /** SHA-256 of the upload as received (hex). */
  digest: string;
  files: number;
  lines: string[];
  /** How long the server took to receive the upload, and to unpack, verify and store it (and start it, with a plan). */
  timings: { receiveMs: number; verifyMs: number };
}
