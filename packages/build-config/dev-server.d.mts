import type { RsbuildDevServer } from '@rsbuild/core';
import type { RemoteName } from '@site/federation';

/** Where dev builds go (memory, except the shell's, which Node loads from disk): never an app's dist/. */
export declare const devOutputRoot: string;

/** Starts one remote's dev server (see dev-server.mjs). */
export declare function startRemoteDevServer(options: {
  remote: RemoteName;
  root: string;
  port: number;
  hot: boolean;
  onBuild: (build: string) => void;
}): Promise<{ origin: string; close: () => Promise<void> }>;

/** The shell's dev server in middleware mode (see dev-server.mjs). */
export declare function createShellDevServer(options: { root: string; port: number; distDir: string }): Promise<RsbuildDevServer>;
