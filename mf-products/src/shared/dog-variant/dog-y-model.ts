import { dogVariantParts } from './dog-variant';
import type { DogVariantModel } from './model';
import { withCommonMessages } from '../messages';

export const model: DogVariantModel = {
  ns: 'dogY',
  path: '/dog-y',
  dir: 'dog-y',
  captions: true,
  specGroups: [
    { key: 'mechanical', rows: ['size', 'weight', 'payload', 'movingPayload', 'speed', 'obstacle', 'climb', 'protection'] },
    { key: 'electrical', rows: ['battery', 'endurance', 'charging'] },
    { key: 'accessories', rows: ['lidar', 'camera', 'remote'] },
  ],
};

export const parts = dogVariantParts(model);

export const messages = withCommonMessages('dogY', {
  zh: () => import('../../../locales/zh/dogY.json'),
  en: () => import('../../../locales/en/dogY.json'),
});
