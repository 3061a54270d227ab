import { areaLabels, defineArea } from '@site/federation/area-manifest';
import en from '../locales/en/area.json' with { type: 'json' };
import zh from '../locales/zh/area.json' with { type: 'json' };

/** A menu label of this area, in both languages. */
const label = areaLabels(zh, en);

/** The contact area: the enquiry form (which also takes plain posts) and the contact details. */
export default defineArea({
  remote: 'contact',
  pages: [
    { path: '/contact', module: 'contact', action: true },
    { path: '/contactinformation', module: 'contact-information' },
  ],
  entries: [
    { slot: 'header', path: '/contact', label: label('purchase'), order: 100, highlight: true },
    { slot: 'header.explore', path: '/contactinformation', label: label('contactUs'), order: 30 },
    { slot: 'footer.about', path: '/contactinformation', label: label('contactUs'), order: 20 },
    { slot: 'footer.about', path: '/contact', label: label('purchase'), order: 70 },
  ],
});
