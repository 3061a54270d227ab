import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/load-config.js';
import { leadsCsv } from '../leads/lead-export.js';
import { listEnquiriesSince, purgeEnquiriesBefore } from '../enquiries/enquiry-repository.js';
import { fail, openStore } from './open-store.js';

const usage = `Usage: npm run enquiries -- <command>
  export --since YYYY-MM-DD [--out FILE]   write enquiries received since the date as CSV (stdout by default)
  purge [--days N]                        delete enquiries older than N days (default ENQUIRY_RETENTION_DAYS)`;

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
const database = await openStore();
try {
  if (command === 'export') {
    const since = values.since ? new Date(values.since) : undefined;
    if (!since || Number.isNaN(since.getTime())) fail('export: give --since YYYY-MM-DD');
    const csv = leadsCsv(await listEnquiriesSince(database.db, since.getTime()));
    if (values.out) {
      await fs.writeFile(values.out, csv, { mode: 0o600 });
      console.error(`wrote ${values.out}`);
    } else {
      process.stdout.write(csv);
    }
  } else if (command === 'purge') {
    const days = values.days === undefined ? config.enquiryRetentionDays : Number(values.days);
    if (!Number.isInteger(days) || days < 1) fail('purge: --days must be a whole number of days, at least 1');
    const removed = await purgeEnquiriesBefore(database.db, Date.now() - days * 24 * 3600_000);
    console.log(`purged ${removed} enquiries older than ${days} days`);
  } else {
    fail(usage);
  }
} finally {
  await database.close();
}
