import { defineFederatedApp } from '@site/build-config/rsbuild';

export default defineFederatedApp({
  root: import.meta.dirname,
  name: 'site_content',
  kind: 'remote',
  port: 3103,
  exposes: {
    './about': './src/routes/about/route.tsx',
    './news': './src/routes/news/route.tsx',
    './news-detail': './src/routes/news-detail/route.tsx',
    './opensource': './src/routes/opensource/route.tsx',
    './documentcenter': './src/routes/documentcenter/route.tsx',
    './policy': './src/routes/policy/route.tsx',
    './privacy': './src/routes/privacy/route.tsx',
  },
});
