import { defineFederatedApp } from '@site/build-config/rsbuild';

export default defineFederatedApp({ root: import.meta.dirname, name: 'site_shell', kind: 'shell', port: 3000 });
