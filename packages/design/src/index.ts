export * from './theme';
export * from './site-provider';
export * from './media';
export * from './route-module';
export * from './page-meta';
export * from './api-base';
export * from './fragment-route';
export * from './blocks';
