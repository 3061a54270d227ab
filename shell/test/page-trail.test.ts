import { expect, test } from 'vitest';
import { createI18n } from '@site/i18n';
import { shellMessages } from '../src/app/root';
import { buildFrame, pageTrail, type FrameLink } from '../src/app/site-areas';
import { siteManifests } from './site-manifests.fixture';

const i18n = { zh: createI18n('zh', { zh: { shell: shellMessages.zh } }), en: createI18n('en', { en: { shell: shellMessages.en } }) };
const frames = { zh: buildFrame(siteManifests, 'zh'), en: buildFrame(siteManifests, 'en') };
const label = (locale: 'zh' | 'en') => (link: FrameLink) => link.label ?? i18n[locale].t(link.labelKey ?? '', { ns: 'shell' });
const trail = (path: string, locale: 'zh' | 'en' = 'en') => {
  const { parents, name } = pageTrail(path, frames[locale], label(locale));
  return [...parents.map((crumb) => `${crumb.name} ${crumb.path}`), name ?? '(page names itself)'];
};

test('home has no parents', () => {
  expect(pageTrail('/', frames.en, label('en'))).toEqual({ parents: [], name: 'Home' });
});

test('products sit under their family when the family has a page; the family page itself does not repeat it', () => {
  expect(trail('/z1')).toEqual(['Home /', 'MagicBots /human', 'MagicBot Z1']);
  expect(trail('/dog-w')).toEqual(['Home /', 'MagicDogs /dog', 'MagicDog W wheeled-leg robot']);
  expect(trail('/human')).toEqual(['Home /', 'MagicBot Gen1']);
  expect(trail('/dog', 'zh')).toEqual(['首页 /', 'MagicDog']);
  expect(trail('/app/g1')).toEqual(['Home /', 'Download /app', 'MagicBot App']);
});

test('groups that only open a menu (Components, Explore) are no step of the trail', () => {
  expect(trail('/parts/d90')).toEqual(['Home /', 'D90 joint module']);
  expect(trail('/parts/hand', 'zh')).toEqual(['首页 /', 'MagicHand S01 灵巧手']);
  expect(trail('/about')).toEqual(['Home /', 'About Us']);
});

test('top-level pages and the pages only the footer lists', () => {
  expect(trail('/news', 'zh')).toEqual(['首页 /', '新闻资讯']);
  expect(trail('/service')).toEqual(['Home /', 'Service Center']);
  expect(trail('/documentcenter')).toEqual(['Home /', 'Docs Center']);
});

test('unlisted pages hang under the closest listed path and name themselves', () => {
  expect(trail('/news/7')).toEqual(['Home /', 'News /news', '(page names itself)']);
  expect(trail('/z1/Z1Video')).toEqual(['Home /', 'MagicBots /human', 'MagicBot Z1 /z1', '(page names itself)']);
  expect(trail('/app/AppFeat')).toEqual(['Home /', 'Download /app', '(page names itself)']);
  expect(trail('/privacy.html')).toEqual(['Home /', '(page names itself)']);
  expect(trail('/nowhere/deep')).toEqual(['Home /', '(page names itself)']);
});
