import { defineFederatedApp } from '@site/build-config/rsbuild';

export default defineFederatedApp({
  root: import.meta.dirname,
  remote: 'content',
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
    './applications': './src/routes/applications/route.tsx',
    './service': './src/routes/service/route.tsx',
    './app': './src/routes/app/route.tsx',
    './app-g1': './src/routes/app-g1/route.tsx',
    './app-dog': './src/routes/app-dog/route.tsx',
    './app-fragment': './src/routes/app-fragment/route.tsx',
  },
});
