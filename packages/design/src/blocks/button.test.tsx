import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from '../testing';
import { Button } from './button';

afterEach(cleanup);

test('is a native button that does not submit forms unless asked, and says when it is busy', () => {
  const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithSite(
    <form onSubmit={submit}>
      <Button>Get code</Button>
      <Button variant="primary" type="submit" busy disabled>
        Submit
      </Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
  expect(submit).not.toHaveBeenCalled();
  const busy = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
  expect(busy.type).toBe('submit');
  expect(busy.disabled).toBe(true);
  expect(busy.getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('button', { name: 'Get code' }).getAttribute('aria-busy')).toBeNull();
});
