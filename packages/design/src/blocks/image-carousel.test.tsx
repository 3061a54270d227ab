import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { ImageCarousel, type ImageCarouselItem } from './image-carousel';

const items: ImageCarouselItem[] = ['one', 'two', 'three'].map((name) => ({
  src: `/img/${name}.svg`,
  mobileSrc: `/img/${name}-m.svg`,
  alt: `Image ${name}`,
  width: 400,
  height: 300,
  title: `Title ${name}`,
  description: `Text ${name}`,
}));

const labels = { carousel: 'Awards', previous: 'Back', next: 'Forward', slide: (i: number, n: number) => `Slide ${i + 1} of ${n}`, stop: 'Stop', start: 'Start' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The slide that is currently shown (the others are aria-hidden). */
function activeSlide(): string | null {
  const visible = screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0]!.getAttribute('aria-label');
}

test('renders every slide in the markup with titles, texts and a mobile source', () => {
  const { container } = renderWithSite(<ImageCarousel items={items} labels={labels} />);
  expect(screen.getByRole('region', { name: 'Awards' })).toBeTruthy();
  expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  for (const name of ['one', 'two', 'three']) {
    expect(screen.getByText(`Title ${name}`)).toBeTruthy();
    expect(screen.getByText(`Text ${name}`)).toBeTruthy();
  }
  expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/img/one-m.svg');
  expect(container.querySelector('img')?.getAttribute('width')).toBe('400');
  expect(activeSlide()).toBe('Slide 1 of 3');
  // A slide is a group, which a list item may not be (axe: aria-allowed-role, list).
  expect(screen.queryAllByRole('list', { hidden: true })).toHaveLength(0);
  expect(screen.queryAllByRole('listitem', { hidden: true })).toHaveLength(0);
});

test('advances every interval and loops back to the first slide', () => {
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={5000} />);
  act(() => vi.advanceTimersByTime(4999));
  expect(activeSlide()).toBe('Slide 1 of 3');
  act(() => vi.advanceTimersByTime(1));
  expect(activeSlide()).toBe('Slide 2 of 3');
  act(() => vi.advanceTimersByTime(10_000));
  expect(activeSlide()).toBe('Slide 1 of 3');
});

/** A transform's translateX in slide widths (`translateX(-300%)` is -3); none is 0. */
const widths = (element: HTMLElement) => Number(/translateX\((-?[\d.]+)%\)/.exec(element.style.transform)?.[1] ?? 0) / 100;

/**
 * Where the track is headed, and where each slide is then drawn relative to the view, in slide
 * widths (0: the one shown, 1: just right of it), from the transforms of the track and its slides.
 */
function trackAndSlides() {
  const slides = screen.getAllByRole('group', { hidden: true });
  const track = slides[0]!.parentElement!;
  return { track, at: widths(track), drawn: Object.fromEntries(slides.map((slide, index) => [slide.getAttribute('aria-label'), index + widths(slide) + widths(track)])) };
}

test('a wrap is one step: the track moves one slide width, the arriving slide drawn next to the leaving one, then settles unseen', () => {
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={3000} />);
  act(() => vi.advanceTimersByTime(6000));
  expect(activeSlide()).toBe('Slide 3 of 3');
  const last = trackAndSlides();
  expect(last.drawn['Slide 3 of 3']).toBe(0);

  // On from the last slide: the first comes in from the right, one width on, not back across slide 2.
  act(() => vi.advanceTimersByTime(3000));
  expect(activeSlide()).toBe('Slide 1 of 3');
  const wrapped = trackAndSlides();
  expect(wrapped.at - last.at).toBe(-1);
  expect(wrapped.drawn).toMatchObject({ 'Slide 3 of 3': -1, 'Slide 1 of 3': 0 });
  // Once the slide transition ends, track and slides are back on their own slots: the same picture.
  fireEvent.transitionEnd(wrapped.track);
  expect(trackAndSlides()).toMatchObject({ at: 0, drawn: { 'Slide 1 of 3': 0, 'Slide 2 of 3': 1, 'Slide 3 of 3': 2 } });

  // Back from the first slide: the last comes in from the left.
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(activeSlide()).toBe('Slide 3 of 3');
  expect(trackAndSlides()).toMatchObject({ at: 1, drawn: { 'Slide 3 of 3': 0, 'Slide 1 of 3': 1 } });
  fireEvent.transitionEnd(wrapped.track);
  expect(trackAndSlides()).toMatchObject({ at: -2, drawn: { 'Slide 1 of 3': -2, 'Slide 3 of 3': 0 } });
});

test('arrows move both ways and wrap around when looping', () => {
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={0} />);
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(activeSlide()).toBe('Slide 3 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
  expect(activeSlide()).toBe('Slide 1 of 3');
});

test('indicators select a slide and can be turned off', () => {
  const { unmount } = renderWithSite(<ImageCarousel items={items} labels={labels} interval={0} />);
  fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
  expect(activeSlide()).toBe('Slide 3 of 3');
  expect(screen.getByRole('button', { name: 'Slide 3 of 3' }).getAttribute('aria-current')).toBe('true');
  unmount();
  renderWithSite(<ImageCarousel items={items} labels={labels} indicators={false} />);
  expect(screen.queryByRole('button', { name: /^Slide/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Forward' })).toBeTruthy();
});

test('pauses while hovered and resumes when the pointer leaves', () => {
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={3000} />);
  const region = screen.getByRole('region', { name: 'Awards' });
  fireEvent.mouseEnter(region);
  act(() => vi.advanceTimersByTime(9000));
  expect(activeSlide()).toBe('Slide 1 of 3');
  fireEvent.mouseLeave(region);
  act(() => vi.advanceTimersByTime(3000));
  expect(activeSlide()).toBe('Slide 2 of 3');
});

test('without loop the arrows stop at the ends', () => {
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={0} loop={false} arrows />);
  expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
  fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
  expect(activeSlide()).toBe('Slide 3 of 3');
  expect((screen.getByRole('button', { name: 'Forward' }) as HTMLButtonElement).disabled).toBe(true);
});

test('a swipe of more than the threshold changes the slide and autoplay resumes later', () => {
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={3000} />);
  const region = screen.getByRole('region', { name: 'Awards' });
  fireEvent.touchStart(region, { touches: [{ clientX: 300 }] });
  fireEvent.touchEnd(region, { changedTouches: [{ clientX: 240 }] });
  expect(activeSlide()).toBe('Slide 2 of 3');
  fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
  fireEvent.touchEnd(region, { changedTouches: [{ clientX: 230 }] });
  expect(activeSlide()).toBe('Slide 2 of 3');
  act(() => vi.advanceTimersByTime(3000));
  act(() => vi.advanceTimersByTime(2999));
  expect(activeSlide()).toBe('Slide 2 of 3');
  act(() => vi.advanceTimersByTime(1));
  expect(activeSlide()).toBe('Slide 3 of 3');
});

test('the rotation button stops and restarts autoplay, named by what pressing it does', () => {
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={3000} />);
  const region = screen.getByRole('region', { name: 'Awards' });
  expect(region.querySelector('button')?.getAttribute('aria-label'), 'first in the tab order').toBe('Stop');
  fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
  act(() => vi.advanceTimersByTime(10_000));
  expect(activeSlide()).toBe('Slide 1 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  act(() => vi.advanceTimersByTime(3000));
  expect(activeSlide()).toBe('Slide 2 of 3');
});

test('keyboard focus inside holds autoplay; the slides are then announced', () => {
  const { container } = renderWithSite(<ImageCarousel items={items} labels={labels} interval={3000} />);
  const viewport = container.querySelector('[aria-live]')!;
  expect(viewport.getAttribute('aria-live')).toBe('off');
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':focus-visible' || matches.call(this, selector);
  });
  fireEvent.focus(screen.getByRole('button', { name: 'Forward' }));
  act(() => vi.advanceTimersByTime(10_000));
  expect(activeSlide()).toBe('Slide 1 of 3');
  expect(viewport.getAttribute('aria-live')).toBe('polite');
});

test('without autoplay there is no rotation button', () => {
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={0} />);
  expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
});

test('the arrows stand on the picture area (the given height, or else the shape of the first picture), not on the captions under it', () => {
  const { unmount } = renderWithSite(<ImageCarousel items={items} labels={labels} interval={0} />);
  const area = (name: string) => (screen.getByRole('button', { name }).parentElement as HTMLElement).style;
  expect(area('Back').aspectRatio).toBe('400 / 300');
  expect(screen.getByRole('button', { name: 'Forward' }).parentElement).toBe(screen.getByRole('button', { name: 'Back' }).parentElement);
  unmount();
  renderWithSite(<ImageCarousel items={items} labels={labels} interval={0} height={575} />);
  expect(area('Back').height).toBe('575px');
});
