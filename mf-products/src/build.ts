import { buildStamp } from '@site/federation/route-module';

export const build = buildStamp(process.env.SITE_APP_NAME, process.env.SITE_APP_VERSION);
