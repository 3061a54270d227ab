// `npm run release -- <command>`: status, publish, check, activate, preview, rollback and prune of the remotes,
// against the same store and registry as the running site. See the README, "Releasing an area".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { adoptLegacyRegistry, repoRoot, shellBuildDir, siteLocations } from '@site/config/locations';
import { parseArgs } from 'node:util';
import { activate, check, checkStored, preview, promote, prune, publish, remoteArgument, rollback } from './commands.js';
import { ReleaseError, type ReleaseContext } from './release-context.js';
import { status } from './status.js';
import { pauseRollout, setCanaryPercent } from './rollouts.js';
import { openReleaseRecords } from './records/release-records.js';
import { errors, siteEventsOpener } from './reports.js';
import { push } from './push/push-command.js';
import { pushHelp } from './push/push-help.js';
import { launchCommand, launchUsage } from './launch/launch-commands.js';
import { openSiteDatabase } from '@site/api';

const usage = `Usage: npm run release -- <command>
  status [--json]                              active, previous and stored versions, recent changes, browser reports of the last hour
  publish <remote> [--version V] [--root DIR] [--to DIR --base-url URL]
                                               build a new version into the store (or an upload directory);
                                               --root: build the area's app in DIR (a team's copy, inside
                                               this repository) instead of the workspace's mf-<remote>
  check <remote> [--root DIR]                  build the checkout's remote (or the app in DIR) and run activation's checks, publishing nothing
  check <remote> --version V                   activation's checks on stored version V, activating nothing
  activate <remote> <version> [--canary N]     compatibility, pages and health checks, then make it live (for N% of visitors: a canary)
  activate <remote> <version> --steps 5,25,50,100 --every 10m
                                               a staged rollout: a canary whose share the site raises one step per
                                               interval while the guard is satisfied, ending with promote
  canary <remote> <percent>                    change the running canary's share of visitors (ends a staged rollout)
  pause <remote> | resume <remote>             hold or continue a staged rollout (rollback aborts it)
  promote <remote>                             the canary becomes the active version for everyone
  preview <remote> <version|dev> [--ttl 2h]    a link showing one browser that version inside the live site
  rollback <remote>                            back to the version active before; during a canary, ends it
  errors <remote> [--version V] [--since 1h] [--json]
                                               the most frequent messages browsers reported, with their pages
  prune <remote> --keep N                      remove old versions (never active, previous, canary or live in 24 h)
  push <remote> --version V --to URL (--root DIR | --dist DIR) [--canary N | --steps 5,25,100 --every 10m | --activate]
                                               ship a version from a team's CI to the back office at URL with the
                                               deploy token in RELEASE_TOKEN: build the app in DIR (or take the
                                               build in --dist), upload it; the back office verifies and stores it,
                                               and with a plan starts it. See docs/area-teams.md.
${launchUsage}
Remotes: products, parts, content, contact.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'boolean' }, version: { type: 'string' }, to: { type: 'string' }, root: { type: 'string' }, 'base-url': { type: 'string' }, keep: { type: 'string' }, ttl: { type: 'string' }, since: { type: 'string' }, canary: { type: 'string' }, steps: { type: 'string' }, every: { type: 'string' }, dist: { type: 'string' }, activate: { type: 'boolean' }, help: { type: 'boolean' }, area: { type: 'string' }, article: { type: 'string' }, only: { type: 'string' }, pin: { type: 'boolean' }, home: { type: 'boolean' }, at: { type: 'string' } },
});
const [command, ...rest] = positionals;

// A push runs in a team's CI: it needs neither the store nor the registry, only the back office's URL and a token.
if (command === 'push') {
  if (values.help) {
    console.log(pushHelp);
    process.exit(0);
  }
  try {
    if (!values.version) throw new ReleaseError('name the version: push <remote> --version V (a version id is pushed once)');
    if (!values.to) throw new ReleaseError("say where: --to <the back office's URL>");
    await push({
      remote: remoteArgument(rest[0]),
      version: values.version,
      to: values.to,
      token: process.env.RELEASE_TOKEN,
      ...(values.root ? { root: values.root } : {}),
      ...(values.dist ? { dist: values.dist } : {}),
      ...(values.canary === undefined ? {} : { canary: Number(values.canary) }),
      ...(values.steps === undefined ? {} : { steps: values.steps }),
      ...(values.every === undefined ? {} : { every: values.every }),
      ...(values.activate ? { activate: true } : {}),
      print: (line) => console.log(line),
    });
  } catch (error) {
    console.error(`release push: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
  process.exit();
}

adoptLegacyRegistry();
const { remotesDir, registryFile, dataDir } = siteLocations();
const records = openReleaseRecords({ registryFile, databaseUrl: process.env.DATABASE_URL || undefined });
// The API's store (DATA_DIR, or DATABASE_URL).
const siteEvents = siteEventsOpener({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
const ctx: ReleaseContext = {
  repoRoot,
  remotesDir,
  records,
  actor: process.env.RELEASE_ACTOR || userInfo().username,
  renderTimeoutMs: Number(process.env.RENDER_TIMEOUT_MS ?? 3000),
  now: Date.now,
  siteEvents: siteEvents.open,
  // With --json, stdout carries the JSON object alone.
  print: values.json ? (line) => process.stdout.write(line + '\n') : (line) => console.log(line),
};

/**
 * `check` renders in the checkout's built shell against the site's registry: on a checkout that has
 * neither yet (a clean clone), it first does what `npm start` does before serving.
 */
async function prepareCheckout(remote: string): Promise<void> {
  if (existsSync(resolve(shellBuildDir, 'node', 'index.js')) && (await records.read())) return;
  ctx.print(`preparing this checkout for the ${remote} check: npm start's build and publish ...`);
  const status = spawnSync(process.execPath, [resolve(repoRoot, 'scripts/prepare-site.mjs')], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (status.status !== 0) throw new ReleaseError(`preparing the checkout failed (exit ${status.status ?? status.signal})`);
}

/** Where the site is, for the preview links printed. */
const siteOrigin = process.env.SITE_ORIGIN || `http://localhost:${process.env.PORT || 3000}`;

try {
  switch (command) {
    case 'status':
      await status(ctx, values.json ?? false);
      break;
    case 'publish':
      await publish(ctx, remoteArgument(rest[0]), { version: values.version, to: values.to && resolve(values.to), baseUrl: values['base-url'], root: values.root && resolve(values.root) });
      break;
    case 'check':
      if (values.version) {
        await checkStored(ctx, remoteArgument(rest[0]), values.version);
        break;
      }
      await prepareCheckout(remoteArgument(rest[0]));
      await check(ctx, remoteArgument(rest[0]), { ...(values.root ? { root: resolve(values.root) } : {}) });
      break;
    case 'activate':
      if (!rest[1]) throw new ReleaseError('name the version to activate: activate <remote> <version>');
      if ((values.steps === undefined) !== (values.every === undefined)) throw new ReleaseError('a staged rollout takes both --steps (5,25,50,100) and --every (10m)');
      await activate(ctx, remoteArgument(rest[0]), rest[1], 'activate', {
        ...(values.canary === undefined ? {} : { canaryPercent: Number(values.canary) }),
        ...(values.steps === undefined ? {} : { rollout: { steps: values.steps, every: values.every! } }),
      });
      break;
    case 'canary':
      if (!rest[1]) throw new ReleaseError('name the share: canary <remote> <percent>');
      await setCanaryPercent(ctx, remoteArgument(rest[0]), Number(rest[1]));
      break;
    case 'pause':
    case 'resume':
      await pauseRollout(ctx, remoteArgument(rest[0]), command === 'pause');
      break;
    case 'promote':
      await promote(ctx, remoteArgument(rest[0]));
      break;
    case 'preview':
      if (!rest[1]) throw new ReleaseError('name the version to preview: preview <remote> <version|dev> [--ttl 2h]');
      await preview(ctx, remoteArgument(rest[0]), rest[1], { ttl: values.ttl ?? '2h', secret: process.env.RELEASE_PREVIEW_SECRET, origin: siteOrigin });
      break;
    case 'errors':
      await errors(ctx, remoteArgument(rest[0]), { version: values.version, since: values.since, json: values.json ?? false });
      break;
    case 'rollback':
      await rollback(ctx, remoteArgument(rest[0]));
      break;
    case 'launch':
      await launchCommand(ctx, rest, values, () => openSiteDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined }), siteOrigin);
      break;
    case 'prune':
      if (values.keep === undefined) throw new ReleaseError('say how many versions to keep: prune <remote> --keep N');
      await prune(ctx, remoteArgument(rest[0]), Number(values.keep));
      break;
    default:
      console.error(usage);
      process.exitCode = command && !values.help ? 2 : 0;
  }
} catch (error) {
  console.error(`release: ${error instanceof ReleaseError ? error.message : error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await records.close();
  await siteEvents.close();
}
