import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@site/design/testing';
import { company, socialLinks } from '@site/config';
import zh from '../../../locales/zh/contactinfo.json';
import en from '../../../locales/en/contactinfo.json';
import route, { ContactInformationPage } from './route';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const socialIds = ['wechat', 'douyin', 'xiaohongshu', 'bilibili', 'weibo', 'x', 'youtube'] as const;

test('renders one h1, the phone card with both lines and the e-mail card with three labelled addresses', () => {
  renderWithSite(<ContactInformationPage />, { messages: { contactinfo: zh }, path: '/contactinformation' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: zh.banner.title })).toBeTruthy();

  const phone = screen.getByRole('region', { name: zh.phone.title });
  expect(within(phone).getByRole('link', { name: company.phones.main }).getAttribute('href')).toBe('tel:02100000000');
  expect(within(phone).getByRole('link', { name: company.phones.tollFree })).toBeTruthy();
  expect(within(phone).getByText(zh.phone.main)).toBeTruthy();
  expect(within(phone).getByText(zh.phone.tollFree)).toBeTruthy();

  const email = screen.getByRole('region', { name: zh.email.title });
  const labels = within(email).getAllByRole('term').map((term) => term.textContent);
  expect(labels).toEqual([zh.email.official, zh.email.sales, zh.email.afterSales]);
  const addresses = within(email).getAllByRole('link');
  expect(addresses.map((link) => link.getAttribute('href'))).toEqual([
    `mailto:${company.emails.official}`,
    `mailto:${company.emails.sales}`,
    `mailto:${company.emails.afterSales}`,
  ]);
});

test('seven social icons: QR popovers for accounts with a QR code, new-tab links for the others', () => {
  vi.useFakeTimers();
  renderWithSite(<ContactInformationPage />, { messages: { contactinfo: en }, locale: 'en', path: '/en/contactinformation' });
  const social = screen.getByRole('region', { name: en.social.title });
  expect(within(social).getAllByRole('listitem')).toHaveLength(7);
  for (const id of socialIds) {
    const name = en.social[id];
    if (socialLinks[id].hasQrCode) {
      const trigger = within(social).getByRole('button', { name });
      fireEvent.mouseEnter(trigger);
      const tooltip = within(social).getByRole('tooltip');
      expect(within(tooltip).getByRole('img', { name: `${name} QR code` }).getAttribute('src')).toBe(`/media-test/contact/qr/${id}-en.webp`);
      fireEvent.mouseLeave(trigger);
      act(() => vi.advanceTimersByTime(200));
      expect(within(social).queryByRole('tooltip')).toBeNull();
    } else {
      const link = within(social).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('href')).toBe(socialLinks[id].link);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  }
  expect(within(social).getAllByRole('button')).toHaveLength(3);
  expect(within(social).getAllByRole('link')).toHaveLength(4);
});

test('a QR popover also opens on keyboard focus', () => {
  renderWithSite(<ContactInformationPage />, { messages: { contactinfo: zh }, path: '/contactinformation' });
  const trigger = screen.getByRole('button', { name: zh.social.wechat });
  fireEvent.focus(trigger);
  expect(within(screen.getByRole('tooltip')).getByRole('img').getAttribute('src')).toBe('/media-test/contact/qr/wechat-zh.webp');
});

test('the two extra QR images follow the language', () => {
  renderWithSite(<ContactInformationPage />, { messages: { contactinfo: zh }, path: '/contactinformation' });
  expect(screen.getByRole('img', { name: zh.qr.wechatAccountAlt }).getAttribute('src')).toBe('/media-test/contact/qr/wechat-account-zh.webp');
  expect(screen.getByRole('img', { name: zh.qr.companyAbilityAlt }).getAttribute('src')).toBe('/media-test/contact/qr/company-ability-zh.webp');
  cleanup();
  renderWithSite(<ContactInformationPage />, { messages: { contactinfo: en }, locale: 'en', path: '/en/contactinformation' });
  expect(screen.getByRole('img', { name: en.qr.wechatAccountAlt }).getAttribute('src')).toBe('/media-test/contact/qr/wechat-account-en.webp');
  expect(screen.getByText(en.qr.companyAbility)).toBeTruthy();
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/en/contactinformation');
});

test('the route module loads the contactinfo namespace', async () => {
  expect(await route.messages('en')).toEqual({ contactinfo: en });
  expect(await route.messages('zh')).toEqual({ contactinfo: zh });
});
