import { dogVariantParts } from './dog-variant';
import type { DogVariantModel } from './model';
import { withCommonMessages } from '../messages';

export const model: DogVariantModel = {
  ns: 'dogW',
  path: '/dog-w',
  dir: 'dog-w',
  captions: false,
  specGroups: [
    { key: 'mechanical', rows: ['size', 'weight', 'dof', 'wheelSpeed', 'payload', 'obstacle', 'climb'] },
    { key: 'electrical', rows: ['battery', 'endurance', 'charging'] },
  ],
};

export const parts = dogVariantParts(model);

export const messages = withCommonMessages('dogW', {
  zh: () => import('../../../locales/zh/dogW.json'),
  en: () => import('../../../locales/en/dogW.json'),
});
