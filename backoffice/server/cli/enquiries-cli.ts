// `npm run enquiries -- …`: the lead desk's export and purge from the command line. Each run that
// reads or deletes personal data is in the activity trail with who ran it, as the back office's
// lead desk records its exports and erasures.
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { listEnquiriesSince, loadConfig, purgeEnquiriesBefore } from '@site/api';
import { leadsCsv } from '@site/lead-desk';
import { leadsRemote } from '@site/console-contract/leads';
import { fail, openCliStore } from './cli-store.js';

const usage = `Usage: npm run enquiries -- <command>
  export --since YYYY-MM-DD [--out FILE]   write enquiries received since the date as CSV (stdout by default)
  purge [--days N]                        delete enquiries older than N days (default ENQUIRY_RETENTION_DAYS)
Each run is recorded in the back office's activity trail as RELEASE_ACTOR or your system user.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    since: { type: 'string' },
    out: { type: 'string' },
    days: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command] = positionals;
if (!command || values.help) fail(usage);

const config = loadConfig();
const store = await openCliStore('npm run enquiries');
try {
  if (command === 'export') {
    const since = values.since ? new Date(values.since) : undefined;
    if (!since || Number.isNaN(since.getTime())) fail('export: give --since YYYY-MM-DD');
    const rows = await listEnquiriesSince(store.database.db, since.getTime());
    const csv = leadsCsv(rows);
    if (values.out) {
      await fs.writeFile(values.out, csv, { mode: 0o600 });
      console.error(`wrote ${values.out}`);
    } else {
      process.stdout.write(csv);
    }
    await store.audit({ section: leadsRemote, action: 'lead-export', check: `passed: ${rows.length} rows as csv, since ${since.toISOString().slice(0, 10)}` });
  } else if (command === 'purge') {
    const days = values.days === undefined ? config.enquiryRetentionDays : Number(values.days);
    if (!Number.isInteger(days) || days < 1) fail('purge: --days must be a whole number of days, at least 1');
    const removed = await purgeEnquiriesBefore(store.database.db, Date.now() - days * 24 * 3600_000);
    await store.audit({ section: leadsRemote, action: 'lead-purge', check: `passed: ${removed} enquiries older than ${days} days` });
    console.log(`purged ${removed} enquiries older than ${days} days`);
  } else {
    fail(usage);
  }
} finally {
  await store.close();
}
