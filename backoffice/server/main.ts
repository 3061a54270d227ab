// The back office's process (`npm run start:backoffice`; `npm start` runs it beside the site): its
// own listener, CONSOLE_HOST:CONSOLE_PORT (127.0.0.1:3900), never the site's port. It reads and
// writes the site's database (users, sessions, the activity trail, the site's browser reports), and
// the registry and release log through @site/release; it loads no area, so a broken area release cannot lock anyone
// out, and it keeps working while the site is down (and the site while it is down).
import { adoptLegacyRegistry, repoRoot, shellBuildDir } from '@site/config/locations';
import { channelsFromConfig, loadConfig, SiteEventsStore } from '@site/api';
import { momentDeps, openReleaseRecords, startLaunchScheduler } from '@site/release';
import { adoptReleaseLogEntries } from './audit-log.js';
import { openConsoleDatabase } from './console-database.js';
import { buildConsoleApp } from './console-app.js';
import { startLeadAssigner } from './lead-assigner.js';
import { readConsoleProcessConfig } from './console-process-config.js';

adoptLegacyRegistry();
const config = readConsoleProcessConfig();
if (config.console.port === 0) {
  console.log('back office: CONSOLE_PORT=0, not started');
  process.exit(0);
}
const { database, activity } = await openConsoleDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const records = openReleaseRecords({ registryFile: config.registryFile, databaseUrl: config.databaseUrl });
await adoptReleaseLogEntries(records, activity, database);
const { app, services } = await buildConsoleApp(
  config.console,
  {
    database,
    records,
    activity,
    siteEvents: new SiteEventsStore(database.db, Date.now),
    guard: config.guard,
    // Versions are checked against the site's build in this checkout (@site/config's shellBuildDir).
    release: { repoRoot, shellBuildDir, remotesDir: config.remotesDir, renderTimeoutMs: config.renderTimeoutMs },
    previews: { secret: config.previewSecret, origin: config.siteOrigin },
    // The lead desk's "retry now" sends where the site's instances send (NOTIFY_*: the same settings).
    notify: channelsFromConfig(loadConfig(process.env).notify),
  },
  { logLevel: config.logLevel },
);
// Launches at their time, and the revert of one whose canary the guard ended (@site/release).
const stopLaunches = startLaunchScheduler({
  deps: (actor) => momentDeps(services.releaseContext(actor), database.db),
  onError: (error) => app.log.warn({ err: error }, 'launch schedule'),
  onDone: (what) => app.log.info(what, `launch ${what.did}`),
});
// New enquiries given an owner by the lead desk's rules (round-robin, by country), each audited.
const stopAssigner = startLeadAssigner(services, (error) => app.log.warn({ err: error }, 'lead assignment'));
app.addHook('onClose', async () => {
  stopLaunches();
  stopAssigner();
  await records.close();
  await database.close();
});
await app.listen({ port: config.console.port, host: config.console.host });
const host = config.console.host.includes(':') ? `[${config.console.host}]` : config.console.host;
app.log.info({ url: `http://${host}:${config.console.port}/` }, 'back office listening');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0), () => process.exit(1)));
}
