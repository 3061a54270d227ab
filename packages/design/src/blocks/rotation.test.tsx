// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { RotationButton, useRotation } from './rotation';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A carousel stand-in: the rotation button, one more control, and whether the rotation holds. */
function Carousel() {
  const rotation = useRotation();
  return (
    <section aria-label="Carousel" data-held={rotation.held} {...rotation.focusProps}>
      <RotationButton stopped={rotation.stopped} onToggle={rotation.toggle} labels={{ stop: 'Stop', start: 'Start' }} />
      <button type="button">Next</button>
    </section>
  );
}
const held = () => screen.getByRole('region', { name: 'Carousel' }).getAttribute('data-held');

/** Focus as the keyboard gives it (`:focus-visible`), which a click on a button does not. */
function keyboardFocus() {
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':focus-visible' || matches.call(this, selector);
  });
}

test('the button stops and starts the rotation and is named by what pressing it does', () => {
  renderWithSite(<Carousel />);
  expect(held()).toBe('false');
  fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
  expect(held()).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(held()).toBe('false');
});

test('keyboard focus inside holds the rotation until it leaves; a click, or focus on the button itself, does not', () => {
  renderWithSite(<Carousel />);
  fireEvent.focus(screen.getByRole('button', { name: 'Next' }));
  expect(held(), 'clicked').toBe('false');
  keyboardFocus();
  fireEvent.focus(screen.getByRole('button', { name: 'Stop' }));
  expect(held(), 'the rotation button').toBe('false');
  fireEvent.focus(screen.getByRole('button', { name: 'Next' }));
  expect(held()).toBe('true');
  fireEvent.blur(screen.getByRole('button', { name: 'Next' }), { relatedTarget: document.body });
  expect(held()).toBe('false');
});

test('starts stopped for a visitor who asks for reduced motion', () => {
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
  renderWithSite(<Carousel />);
  expect(held()).toBe('true');
  expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
});
