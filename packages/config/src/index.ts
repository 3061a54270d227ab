import appStoreLinksJson from './app-store-links.json' with { type: 'json' };

/**
 * Company facts shown across the site. Every value is a clearly fake placeholder: no real
 * person's or company's contact data. Names shown to visitors come from translations.
 */
export const company = {
  founded: '2024-01',
  copyrightYear: 2025,
  icpFiling: { number: '沪ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
  phones: { main: '021-0000-0000', tollFree: '400-000-0000' },
  emails: {
    official: 'hello@robotics.example',
    sales: 'sales@robotics.example',
    afterSales: 'service@robotics.example',
  },
  externalLinks: {
    recruitment: 'https://jobs.robotics.example/',
    supportDocs: 'https://docs.robotics.example/',
  },
} as const;

export type SocialId = 'wechat' | 'wechatVideo' | 'bilibili' | 'douyin' | 'linkedin' | 'x' | 'youtube' | 'xiaohongshu' | 'weibo';

/** Social accounts: a link opens in a new tab; WeChat items are shown as a QR image only. */
export const socialLinks: Record<SocialId, { link?: string; hasQrCode: boolean }> = {
  wechat: { hasQrCode: true },
  wechatVideo: { hasQrCode: true },
  bilibili: { link: 'https://space.bilibili.example/robotics', hasQrCode: false },
  douyin: { link: 'https://www.douyin.example/robotics', hasQrCode: true },
  linkedin: { link: 'https://www.linkedin.example/company/robotics', hasQrCode: false },
  x: { link: 'https://x.example/robotics', hasQrCode: false },
  youtube: { link: 'https://www.youtube.example/@robotics', hasQrCode: false },
  xiaohongshu: { link: 'https://www.xiaohongshu.example/robotics', hasQrCode: true },
  weibo: { link: 'https://weibo.example/robotics', hasQrCode: false },
};

export type AppKey = 'dog' | 'g1';
export type AppStore = 'ios' | 'android';

/**
 * Download links of the companion apps (JSON, so the media script that draws their QR codes reads
 * the same values).
 */
export const appStoreLinks: Record<AppKey, Record<AppStore, string>> = appStoreLinksJson;
