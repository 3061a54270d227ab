import { defineFederatedApp } from '@site/build-config/rsbuild';

export default defineFederatedApp({
  root: import.meta.dirname,
  remote: 'contact',
  kind: 'remote',
  port: 3104,
  exposes: {
    './contact': './src/routes/contact/route.tsx',
    './contact-information': './src/routes/contactinformation/route.tsx',
  },
});
