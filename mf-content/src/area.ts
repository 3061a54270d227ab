import { company } from '@site/config';
import { areaLabels, defineArea } from '@site/federation/area-manifest';
import en from '../locales/en/area.json' with { type: 'json' };
import zh from '../locales/zh/area.json' with { type: 'json' };

/** A menu label of this area, in both languages. */
const label = areaLabels(zh, en);

/** The content area: company, news, open source, policies, service and the app downloads. */
export default defineArea({
  remote: 'content',
  pages: [
    { path: '/about', module: 'about' },
    { path: '/news', module: 'news' },
    // `:id` stands for an article: the health check renders the newest one; the sitemaps list them from the API.
    { path: '/news/:id', module: 'news-detail', pages: ['/news/:id'], sitemap: 'articles' },
    { path: '/applications', module: 'applications' },
    { path: '/opensource', module: 'opensource' },
    { path: '/documentcenter', module: 'documentcenter', name: label('docsCenter') },
    { path: '/policy', module: 'policy' },
    { path: '/privacy.html', module: 'privacy', sitemap: false },
    { path: '/privacy-en.html', module: 'privacy', sitemap: false },
    { path: '/service', module: 'service' },
    { path: '/app', module: 'app' },
    { path: '/app/g1', module: 'app-g1' },
    { path: '/app/dog', module: 'app-dog' },
    { path: '/app/:fragment', module: 'app-fragment', pages: ['/app/AppFeat', '/app/BannerDownload', '/app/Tutorial'] },
  ],
  entries: [
    { slot: 'header', path: '/applications', label: label('industry'), order: 50 },
    { slot: 'header', path: '/news', label: label('news'), order: 60 },
    { slot: 'header', path: '/opensource', label: label('os'), order: 70 },
    { slot: 'header.explore', path: '/policy', label: label('policies'), order: 10 },
    { slot: 'header.explore', path: '/about', label: label('about'), order: 20 },
    { slot: 'header.explore', href: company.externalLinks.recruitment, label: label('joinUs'), order: 40 },
    { slot: 'header.explore', href: company.externalLinks.supportDocs, label: label('docsCenter'), order: 50 },
    { slot: 'header.download', path: '/app', landing: true, order: 0 },
    { slot: 'header.download', path: '/app/g1', label: label('appG1'), order: 10 },
    { slot: 'header.download', path: '/app/dog', label: label('appDog'), order: 20 },
    { slot: 'footer.opensource', path: '/opensource', label: label('sdkGen1'), order: 10 },
    { slot: 'footer.opensource', path: '/opensource', label: label('sdkZ1'), order: 20 },
    { slot: 'footer.opensource', path: '/opensource', label: label('sdkDog'), order: 30 },
    { slot: 'footer.opensource', path: '/opensource', label: label('sdkDogMotion'), order: 40 },
    { slot: 'footer.opensource', path: '/opensource', label: label('sdkDogRos2'), order: 50 },
    { slot: 'footer.app', path: '/app/g1', label: label('appG1'), order: 10 },
    { slot: 'footer.app', path: '/app/dog', label: label('appDog'), order: 20 },
    { slot: 'footer.about', path: '/about', label: label('about'), order: 10 },
    { slot: 'footer.about', path: '/policy', label: label('policies'), order: 30 },
    { slot: 'footer.about', path: '/applications', label: label('industry'), order: 40 },
    { slot: 'footer.about', path: '/news', label: label('news'), order: 50 },
    { slot: 'footer.about', path: '/service', label: label('service'), order: 60 },
  ],
});
