import { defineFederatedApp } from '@site/build-config/rsbuild';

export default defineFederatedApp({
  root: import.meta.dirname,
  remote: 'parts',
  kind: 'remote',
  port: 3102,
  exposes: { './part': './src/routes/part/route.tsx' },
});
