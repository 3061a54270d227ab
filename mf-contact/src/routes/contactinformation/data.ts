/** Content of /contactinformation: contact lines from the company config, social entries and QR images. */
import { company, socialLinks, type SocialId } from '@site/config';
import type { Locale } from '@site/i18n';

export interface MediaImage {
  /** File under the remote's media folder, resolved with `useMedia()`. */
  file: string;
  width: number;
  height: number;
}

export { bannerImage, bannerMobileImage } from '../../shared/banner-images';

/** A contact card: its name (translation key) and labelled address lines. */
export interface ContactEntry<Label extends string = string> {
  name: 'phone' | 'email';
  list: readonly { label: Label; value: string; href: string }[];
}

export const phoneEntry: ContactEntry<'main' | 'tollFree'> = {
  name: 'phone',
  list: [
    { label: 'main', value: company.phones.main, href: `tel:${company.phones.main.replace(/[^\d+]/g, '')}` },
    { label: 'tollFree', value: company.phones.tollFree, href: `tel:${company.phones.tollFree.replace(/[^\d+]/g, '')}` },
  ],
};

export const emailEntry: ContactEntry<'official' | 'sales' | 'afterSales'> = {
  name: 'email',
  list: [
    { label: 'official', value: company.emails.official, href: `mailto:${company.emails.official}` },
    { label: 'sales', value: company.emails.sales, href: `mailto:${company.emails.sales}` },
    { label: 'afterSales', value: company.emails.afterSales, href: `mailto:${company.emails.afterSales}` },
  ],
};

/** QR images carry a caption in their language, so each exists per language. */
const qr = (name: string): Record<Locale, MediaImage> => ({
  zh: { file: `contact/qr/${name}-zh.webp`, width: 240, height: 280 },
  en: { file: `contact/qr/${name}-en.webp`, width: 240, height: 280 },
});

/** The accounts this page lists, in order. */
export const contactSocialIds = ['wechat', 'douyin', 'xiaohongshu', 'bilibili', 'weibo', 'x', 'youtube'] as const satisfies readonly SocialId[];
export type ContactSocialId = (typeof contactSocialIds)[number];

/** Social entry: an icon, and either a QR image shown on hover/focus or a link opened in a new tab. */
export type SocialEntry =
  | { id: ContactSocialId; img: MediaImage; kind: 'qrcode'; qrcode: Record<Locale, MediaImage> }
  | { id: ContactSocialId; img: MediaImage; kind: 'link'; link: string };

export const socialEntries: readonly SocialEntry[] = contactSocialIds.map((id): SocialEntry => {
  const img = { file: `contact/social/${id}.webp`, width: 64, height: 64 };
  const account = socialLinks[id];
  if (account.hasQrCode) return { id, img, kind: 'qrcode', qrcode: qr(id) };
  if (!account.link) throw new Error(`social account ${id} has neither a QR code nor a link`);
  return { id, img, kind: 'link', link: account.link };
});

/** The two QR images shown on their own below the cards. */
export const extraQrCodes = [
  { key: 'wechatAccount', image: qr('wechat-account') },
  { key: 'companyAbility', image: qr('company-ability') },
] as const;
