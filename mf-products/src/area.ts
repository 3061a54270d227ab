import { areaLabels, defineArea } from '@site/federation/area-manifest';
import en from '../locales/en/area.json' with { type: 'json' };
import zh from '../locales/zh/area.json' with { type: 'json' };

/** A menu label of this area, in both languages. */
const label = areaLabels(zh, en);

/** The page fragments a product page serves alone (`/z1/Z1Video`), for health checks. */
const fragments = (page: string, names: readonly string[]) => names.map((name) => `${page}/${name}`);
const dogFragments = ['DogTable', 'ExpandVideo', 'AutoPlay', 'BannerDogW'];

/** The products area: the home page, the humanoids and the robot dogs, and their menu entries. */
export default defineArea({
  remote: 'products',
  pages: [
    { path: '/', module: 'home' },
    { path: '/human', module: 'human' },
    { path: '/z1', module: 'z1' },
    { path: '/z1/:fragment', module: 'z1-fragment', pages: fragments('/z1', ['carouselImg', 'commonSpecsTable', 'MediaBlock', 'SpecImg', 'Z1Banner', 'Z1Section', 'Z1Video']) },
    { path: '/dog', module: 'dog' },
    { path: '/dog-w', module: 'dog-w' },
    { path: '/dog-w/:fragment', module: 'dog-w-fragment', pages: fragments('/dog-w', dogFragments) },
    { path: '/dog-y', module: 'dog-y' },
    { path: '/dog-y/:fragment', module: 'dog-y-fragment', pages: fragments('/dog-y', dogFragments) },
  ],
  entries: [
    { slot: 'header.humanoids', path: '/human', landing: true, order: 0 },
    { slot: 'header.humanoids', path: '/z1', label: label('z1'), order: 10 },
    { slot: 'header.humanoids', path: '/human', label: label('gen1'), order: 20 },
    { slot: 'header.dogs', path: '/dog', landing: true, order: 0 },
    { slot: 'header.dogs', path: '/dog-y', label: label('dogY'), order: 10 },
    { slot: 'header.dogs', path: '/dog-w', label: label('dogW'), order: 20 },
    { slot: 'header.dogs', path: '/dog', label: label('dog'), order: 30 },
    { slot: 'footer.humanoids', path: '/human', label: label('gen1'), order: 10 },
    { slot: 'footer.humanoids', path: '/z1', label: label('z1'), order: 20 },
    { slot: 'footer.dogs', path: '/dog', label: label('dog'), order: 10 },
    { slot: 'footer.dogs', path: '/dog-w', label: label('dogW'), order: 20 },
    { slot: 'footer.dogs', path: '/dog-y', label: label('dogY'), order: 30 },
  ],
});
