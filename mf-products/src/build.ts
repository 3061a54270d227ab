import { buildStamp } from '@site/design';

export const build = buildStamp(process.env.SITE_APP_NAME, process.env.SITE_APP_VERSION);
