import type { ApiContext } from '@site/api';
import { openLeadDesk, startEnquiryRetention } from '@site/lead-desk';
import { openNewsroom, startNewsScheduler } from '@site/newsroom';

/**
 * The scheduled jobs, all in one place: every instance of the site runs them, and each does its
 * work exactly once across instances (a scheduled article is claimed by a conditional update before
 * it is published; a day of retention by a conditional update of one row). The site's database is
 * first given the newsroom's and the lead desk's tables (each home's own migrations), since the
 * site reads the newsroom's working copies for preview links.
 * - the newsroom's scheduled publishing, twice a second;
 * - the lead desk's enquiry retention (ENQUIRY_RETENTION_DAYS), once a day;
 * - pruning of the site's own short-lived records (SMS limits, browser reports, visitor keys) is
 *   the API's (`createApiContext`), hourly.
 * Returns the function that stops them.
 */
export async function startSiteJobs(api: ApiContext): Promise<() => void> {
  await openNewsroom(api.database);
  await openLeadDesk(api.database);
  const { log, clock } = api;
  const stopScheduler = startNewsScheduler({
    db: api.database.db,
    clock,
    onPublished: (published) => {
      api.newsCache.clear();
      log.info({ published }, 'scheduled news published');
    },
    onError: (err) => log.warn({ err }, 'publishing scheduled news failed'),
  });
  const retentionDays = api.config.enquiryRetentionDays;
  const stopRetention = startEnquiryRetention({
    db: api.database.db,
    retentionDays,
    clock,
    onPurged: (removed) => log.info({ removed, retentionDays }, 'enquiry retention applied'),
    onError: (err) => log.warn({ err }, 'enquiry retention failed'),
  });
  return () => {
    stopScheduler();
    stopRetention();
  };
}
