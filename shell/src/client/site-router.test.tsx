import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { Link, Route, Routes } from '@site/i18n';
import { SiteRouter } from './site-router';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test("a click's navigation is rendered in the click's own task, not in a later one (no transition)", async () => {
  window.history.replaceState(null, '', '/');
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <SiteRouter>
        <Routes>
          <Route path="/" element={<Link to="/news">News</Link>} />
          <Route path="/news" element={<h1>News page</h1>} />
        </Routes>
      </SiteRouter>,
    ),
  );
  // Outside act: what React renders by itself. A sync update is done within the click's microtasks;
  // a transition would wait for the scheduler's next task.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    container.querySelector('a')!.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(container.querySelector('h1')?.textContent).toBe('News page');
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.unmount());
  }
});
