// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { ViewCarousel, type CarouselView } from './view-carousel';

const rotationLabels = { stop: 'Stop views', start: 'Start views' };

const views: CarouselView[] = ['45 degrees', 'Front', 'Reverse', 'Side', 'Top'].map((label, index) => ({
  key: `view${index}`,
  label,
  image: { src: `/img/view-${index}.svg`, width: 800, height: 600 },
}));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function shownView(): string | null {
  const visible = screen.getAllByRole('group', { hidden: true }).filter(
    (element) => element.getAttribute('aria-roledescription') === 'slide' && element.getAttribute('aria-hidden') !== 'true',
  );
  expect(visible).toHaveLength(1);
  return visible[0]!.getAttribute('aria-label');
}

test('renders every view with its size and a thumbnail button per view, without indicators', () => {
  const { container } = renderWithSite(<ViewCarousel views={views} label="Views" rotationLabels={rotationLabels} thumbnailsLabel="Choose a view" height={500} />);
  expect(screen.getByRole('region', { name: 'Views' })).toBeTruthy();
  const thumbnails = within(screen.getByRole('group', { name: 'Choose a view' })).getAllByRole('button');
  expect(thumbnails.map((button) => button.textContent)).toEqual(['45 degrees', 'Front', 'Reverse', 'Side', 'Top']);
  expect(screen.getByRole('group', { name: 'Choose a view' })).toBeTruthy();
  expect(container.querySelector('img')?.getAttribute('width')).toBe('800');
  expect(shownView()).toBe('45 degrees');
});

test('every picture loads lazily, the first view too (none is preloaded with the page)', () => {
  const { container } = renderWithSite(<ViewCarousel views={views} label="Views" rotationLabels={rotationLabels} />);
  const pictures = [...container.querySelectorAll('img')];
  expect(pictures).toHaveLength(views.length * 2);
  expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(pictures.map(() => 'lazy'));
});

test('each slide group holds a figure with its caption; without an alt the picture does not repeat the caption', () => {
  renderWithSite(<ViewCarousel views={[...views.slice(0, 1), { ...views[1]!, alt: 'The module seen from the front' }]} label="Views" rotationLabels={rotationLabels} interval={0} />);
  const slides = screen.getAllByRole('group', { hidden: true }).filter((element) => element.getAttribute('aria-roledescription') === 'slide');
  expect(slides.map((slide) => slide.tagName)).toEqual(['DIV', 'DIV']);
  const figures = screen.getAllByRole('figure', { hidden: true });
  expect(figures.map((figure) => figure.closest('[aria-roledescription="slide"]'))).toEqual(slides);
  expect(figures[0]!.querySelector('figcaption')?.textContent).toBe('45 degrees');
  expect(figures[0]!.querySelector('img')?.getAttribute('alt')).toBe('');
  expect(screen.getByRole('img', { name: 'The module seen from the front', hidden: true })).toBeTruthy();
});

test('advances every 3000 ms and loops', () => {
  renderWithSite(<ViewCarousel views={views} label="Views" rotationLabels={rotationLabels} />);
  act(() => vi.advanceTimersByTime(2999));
  expect(shownView()).toBe('45 degrees');
  act(() => vi.advanceTimersByTime(1));
  expect(shownView()).toBe('Front');
  for (let step = 0; step < 4; step += 1) act(() => vi.advanceTimersByTime(3000));
  expect(shownView()).toBe('45 degrees');
});

test('a thumbnail selects its view on click and on hover, and restarts the countdown', () => {
  renderWithSite(<ViewCarousel views={views} label="Views" rotationLabels={rotationLabels} />);
  act(() => vi.advanceTimersByTime(2000));
  fireEvent.click(screen.getByRole('button', { name: 'Side' }));
  expect(shownView()).toBe('Side');
  expect(screen.getByRole('button', { name: 'Side' }).getAttribute('aria-pressed')).toBe('true');
  act(() => vi.advanceTimersByTime(2000));
  expect(shownView()).toBe('Side');
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Reverse' }));
  expect(shownView()).toBe('Reverse');
  act(() => vi.advanceTimersByTime(3000));
  expect(shownView()).toBe('Side');
});

test('an interval of 0 turns autoplay off', () => {
  renderWithSite(<ViewCarousel views={views} label="Views" rotationLabels={rotationLabels} interval={0} />);
  act(() => vi.advanceTimersByTime(30_000));
  expect(shownView()).toBe('45 degrees');
});

test('the rotation button, first in the carousel, stops and restarts autoplay', () => {
  renderWithSite(<ViewCarousel views={views} label="Views" rotationLabels={rotationLabels} />);
  expect(screen.getByRole('region', { name: 'Views' }).querySelector('button')?.getAttribute('aria-label')).toBe('Stop views');
  fireEvent.click(screen.getByRole('button', { name: 'Stop views' }));
  act(() => vi.advanceTimersByTime(10_000));
  expect(shownView()).toBe('45 degrees');
  fireEvent.click(screen.getByRole('button', { name: 'Start views' }));
  act(() => vi.advanceTimersByTime(3000));
  expect(shownView()).toBe('Front');
});
