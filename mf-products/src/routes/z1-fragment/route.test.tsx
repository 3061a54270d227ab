import { afterEach, expect, test } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import zh from '../../../locales/zh/z1.json';
import commonZh from '../../../locales/zh/productsCommon.json';
import route, { z1Fragments } from './route';

afterEach(cleanup);

test('only the seven fragment names are valid (matched like the shell, ignoring case)', () => {
  for (const name of Object.keys(z1Fragments)) expect(route.isValid!({ fragment: name })).toBe(true);
  expect(Object.keys(z1Fragments)).toEqual(['carouselImg', 'commonSpecsTable', 'MediaBlock', 'SpecImg', 'Z1Banner', 'Z1Section', 'Z1Video']);
  expect(route.isValid!({ fragment: 'carouselimg' })).toBe(true);
  expect(route.isValid!({ fragment: 'nope' })).toBe(false);
  expect(route.isValid!({})).toBe(false);
});

test.each(Object.keys(z1Fragments))('%s renders alone with exactly one h1', (name) => {
  renderWithSite(<route.Page data={undefined} params={{ fragment: name }} />, { messages: { z1: zh, productsCommon: commonZh }, path: `/z1/${name}` });
  const h1 = screen.getAllByRole('heading', { level: 1 });
  expect(h1).toHaveLength(1);
  expect(h1[0]!.textContent).toBe(zh.fragments[name as keyof typeof zh.fragments]);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://site.example/z1/${name}`);
});
