import { defineFederatedApp } from '@site/build-config/rsbuild';

export default defineFederatedApp({
  root: import.meta.dirname,
  remote: 'products',
  kind: 'remote',
  port: 3101,
  exposes: {
    './home': './src/routes/home/route.tsx',
    './human': './src/routes/human/route.tsx',
    './z1': './src/routes/z1/route.tsx',
    './z1-fragment': './src/routes/z1-fragment/route.tsx',
    './dog': './src/routes/dog/route.tsx',
    './dog-w': './src/routes/dog-w/route.tsx',
    './dog-w-fragment': './src/routes/dog-w-fragment/route.tsx',
    './dog-y': './src/routes/dog-y/route.tsx',
    './dog-y-fragment': './src/routes/dog-y-fragment/route.tsx',
  },
});
