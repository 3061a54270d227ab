import { defineSinglePageApp } from '@site/build-config/rsbuild';

// `rsbuild dev` on 3901 hands the API to the console's server (default port 3900).
export default defineSinglePageApp({
  root: import.meta.dirname,
  title: 'Release console',
  port: 3901,
  proxy: { '/console/api': 'http://127.0.0.1:3900' },
});
