// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { HeroBanner } from './hero-banner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Pictures still loading when the banner mounts (happy-dom reports every image complete). */
const stillLoading = () => vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);

const image = { src: '/media/hero.svg', width: 1920, height: 800 };
const mobileImage = { src: '/media/hero-mobile.svg', width: 750, height: 1000 };

test('shows the title as the page heading, the texts and a phone picture under 768 px', () => {
  const { container } = renderWithSite(
    <HeroBanner image={image} mobileImage={mobileImage} title="D90 joint module" texts={['Compact', 'Strong']} />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'D90 joint module' })).toBeTruthy();
  expect(screen.getByText('Compact')).toBeTruthy();
  expect(screen.getByText('Strong')).toBeTruthy();
  const source = container.querySelector('source')!;
  expect(source.getAttribute('media')).toBe('(max-width: 767px)');
  expect(source.getAttribute('srcset')).toBe('/media/hero-mobile.svg');
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('/media/hero.svg');
  expect(img.getAttribute('width')).toBe('1920');
  expect(img.getAttribute('height')).toBe('800');
});

test('reports once when the picture has loaded', () => {
  stillLoading();
  const settled = vi.fn();
  const { container } = renderWithSite(<HeroBanner image={image} title="Title" onImageSettled={settled} />);
  const img = container.querySelector('img')!;
  expect(settled).not.toHaveBeenCalled();
  fireEvent.load(img);
  fireEvent.load(img);
  expect(settled).toHaveBeenCalledTimes(1);
});

test('reports a failed picture too, and can render a second-level title', () => {
  stillLoading();
  const settled = vi.fn();
  const { container } = renderWithSite(<HeroBanner image={image} title="Title" titleAs="h2" onImageSettled={settled} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
  expect(container.querySelector('source')).toBeNull();
  expect(settled).not.toHaveBeenCalled();
  fireEvent.error(container.querySelector('img')!);
  expect(settled).toHaveBeenCalledTimes(1);
});

test('reports at once when the server-rendered picture finished before hydration', () => {
  const settled = vi.fn();
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  renderWithSite(<HeroBanner image={image} title="Title" onImageSettled={settled} />);
  expect(settled).toHaveBeenCalledTimes(1);
});

test('the first picture of a page is asked for from <head>, each variant for its own screens', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(
    <html>
      <head />
      <body>
        <HeroBanner image={image} mobileImage={mobileImage} title="First" />
        <HeroBanner image={{ ...image, src: '/media/second.svg' }} title="Second" titleAs="h2" priority={false} />
      </body>
    </html>,
  );
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="preload" href="/media/hero-mobile.svg" as="image" fetchPriority="high" media="(max-width: 767px)"/>');
  expect(head).toContain('<link rel="preload" href="/media/hero.svg" as="image" fetchPriority="high" media="(min-width: 768px)"/>');
  expect(head).not.toContain('second.svg');
  expect(html).toMatch(/<img[^>]*src="\/media\/second.svg"[^>]*loading="lazy"/);
  expect(html).not.toMatch(/<img[^>]*src="\/media\/second.svg"[^>]*fetchPriority/);
});
