import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/policy.json';
import en from '../../../locales/en/policy.json';
import route, { PolicyPage } from './route';

afterEach(cleanup);

test('terms are the default tab and the only document in the DOM; tabs switch documents', () => {
  renderWithSite(<PolicyPage />, { messages: { policy: en }, locale: 'en', path: '/en/policy' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('tab', { name: en.tabs.terms }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: en.documents.terms.title })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: en.documents.warranty.title })).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: en.tabs.warranty }));
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: en.documents.warranty.title })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: en.documents.terms.title })).toBeNull();
  expect(screen.getByText('(a)')).toBeTruthy();
  expect(screen.getByText('(z)')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: en.tabs.disclaimer }));
  expect(screen.getByRole('heading', { name: en.documents.disclaimer.title })).toBeTruthy();
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/en/policy');
  expect(document.querySelector('title')?.textContent).toBe(en.meta.title);
});

const text = (value: unknown) => JSON.stringify(value);

test('the documents name every number of the sales terms, warranty and disclaimer, in both languages', () => {
  const terms = { en: text(en.documents.terms), zh: text(zh.documents.terms) };
  for (const needle of ['12 months', '3 working days', '5 working days', '10 working days', '15 days', '1 month', 'LPR', 'plus 2%', '30 days', 'at least 5 days', '2 years', "6 months' written notice", '8 weeks', '3 years', 'within 10 days', 'RMB 1,000,000', 'Shanghai Arbitration Commission', 'one arbitrator', 'Chinese language', "People's Republic of China"]) {
    expect(terms.en, needle).toContain(needle);
  }
  for (const needle of ['12 个月', '3 个工作日', '5 个工作日', '10 个工作日', '15 日', '1 个月', 'LPR', '加 2%', '30 日', '5 日', '2 年', '6 个月', '8 周', '3 年', '10 日', '1,000,000', '上海仲裁委员会', '一名仲裁员', '中文', '中华人民共和国法律']) {
    expect(terms.zh, needle).toContain(needle);
  }
  for (const needle of ['12 months', 'charger', 'remote control', 'Foot pads', 'shell parts', 'pre-installed software', 'warranty certificate', '4 business hours', 'Mainland China', 'Hong Kong, Macau or Taiwan', 'at least 30 days', 'hotline']) {
    expect(text(en.documents.warranty), needle).toContain(needle);
  }
  for (const needle of ['12 个月', '充电器', '遥控器', '脚垫', '外壳', '预装软件', '保修凭证', '4 个工作小时', '中国大陆', '香港、澳门和台湾', '至少保留原包装 30 天', '服务热线']) {
    expect(text(zh.documents.warranty), needle).toContain(needle);
  }
  expect(en.documents.warranty.exclusions).toHaveLength(26);
  expect(zh.documents.warranty.exclusions).toHaveLength(26);
  expect(text(en.documents.disclaimer)).toMatch(/under 18[\s\S]*1 m[\s\S]*export-control[\s\S]*Prohibited uses/);
  expect(text(zh.documents.disclaimer)).toMatch(/18 岁[\s\S]*1 米[\s\S]*出口管制[\s\S]*禁止用途/);
});

test('zh and en documents have the same sections', () => {
  for (const key of ['terms', 'warranty', 'disclaimer'] as const) {
    expect(zh.documents[key].sections.length).toBe(en.documents[key].sections.length);
  }
});

test('the route module loads the policy namespace', async () => {
  expect(await route.messages('zh')).toEqual({ policy: zh });
});
