import { expect, test, type Browser, type Page } from '@playwright/test';
import { addConsoleUser, consoleContext, consolePassword, sessionOf, signInAs } from '../support/console';
import { docsShot } from '../support/docs-shots';

// An editor never loses a word: saved as they type, kept in the browser through a reload, a closed
// tab or an ended session, and merged with a second editor's saves rather than overwritten.
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  addConsoleUser('nora', 'editor');
  addConsoleUser('otto', 'editor');
});

async function editorPage(browser: Browser, user: string): Promise<Page> {
  const page = await (await consoleContext(browser)).newPage();
  await signInAs(page, user, consolePassword, 'Newsroom');
  return page;
}


const copy = (title: string) => ({ title, description: `${title}: the summary`, cover: '', contentHtml: '<p>The body.</p>', authorName: 'Press office' });

/** An article made through the API, opened in the editor. */
async function openNewArticle(page: Page, slug: string): Promise<void> {
  const { headers } = await sessionOf(page);
  const created = await page.request.post('/console/api/news', { headers, data: { slug, zh: copy(`${slug} 中文`), en: copy(`${slug} English`), homePage: false } });
  expect(created.status()).toBe(201);
  await page.goto(`/news/${slug}`);
  await expect(page.getByLabel('Title (English)')).toHaveValue(`${slug} English`);
}

const savedCopy = async (page: Page, slug: string) =>
  ((await (await page.request.get(`/console/api/news/${slug}`)).json()) as { article: { languages: Record<'zh' | 'en', { copy: ReturnType<typeof copy> }> } }).article.languages;

test('typing saves by itself and the text survives a reload', async ({ browser }) => {
  const page = await editorPage(browser, 'nora');
  await openNewArticle(page, 'autosaved-article');
  await page.getByLabel('Title (English)').fill('Typed, never saved by hand');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved \d/);
  await docsShot(page.locator('[data-testid="save-status"]').locator('xpath=ancestor::div[1]'), 'newsroom-autosave');
  expect((await savedCopy(page, 'autosaved-article')).en.copy.title).toBe('Typed, never saved by hand');
  await page.reload();
  await expect(page.getByLabel('Title (English)')).toHaveValue('Typed, never saved by hand');
});

test('a new article typed and then reloaded or closed asks first, and its text is offered back', async ({ browser }) => {
  const page = await editorPage(browser, 'nora');
  await page.goto('/news/new');
  // A click first: a browser asks before unloading only a page the user has interacted with.
  await page.getByLabel('Title (English)').click();
  await page.getByLabel('Title (English)').fill('A draft that was never created');
  await page.getByLabel('Summary (English)').fill('Kept in this browser');
  await expect(page.getByLabel('Address name (slug)')).toHaveValue('a-draft-that-was-never-created');

  // A reload asks first (the browser's own prompt), and the text comes back on request.
  const asked = new Promise<string>((done) => page.once('dialog', (dialog) => void dialog.accept().then(() => done(dialog.type()))));
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await docsShot(page.getByRole('alert').filter({ hasText: 'was not saved' }), 'newsroom-local-copy');
  await page.getByRole('button', { name: 'Restore my text' }).click();
  await expect(page.getByLabel('Title (English)')).toHaveValue('A draft that was never created');
  await expect(page.getByLabel('Summary (English)')).toHaveValue('Kept in this browser');

  // A closed tab too: a new tab of the same browser offers it back.
  await page.getByLabel('Summary (English)').fill('Kept in this browser, even closed');
  const closing = new Promise<string>((done) => page.once('dialog', (dialog) => void dialog.accept().then(() => done(dialog.type()))));
  await page.close({ runBeforeUnload: true });
  expect(await closing).toBe('beforeunload');
  const again = await page.context().newPage();
  await again.goto('/news/new');
  await expect(again.getByRole('alert').filter({ hasText: 'was not saved' })).toBeVisible();
  await again.getByRole('button', { name: 'Restore my text' }).click();
  await expect(again.getByLabel('Summary (English)')).toHaveValue('Kept in this browser, even closed');
  await again.getByRole('button', { name: 'Create' }).click();
  await expect(again).toHaveURL(/\/news\/a-draft-that-was-never-created$/);
  await expect(again.getByTestId('save-status')).toHaveText('Article created');
});

test('a session that ends while the editor types: signing in again in a dialog keeps the text and saves it', async ({ browser }) => {
  const page = await editorPage(browser, 'nora');
  await openNewArticle(page, 'session-ends');
  // The session ends elsewhere (as the idle limit would end it): every session of nora is signed out.
  const other = await editorPage(browser, 'nora');
  const { headers } = await sessionOf(other);
  expect((await other.request.delete('/console/api/session?everywhere=true', { headers })).status()).toBe(204);

  await page.getByLabel('Summary (English)').fill('Written after the session ended');
  const dialog = page.getByRole('dialog', { name: 'Sign in again to go on' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Summary (English)')).toHaveValue('Written after the session ended');
  await docsShot(dialog, 'newsroom-sign-in-again');
  await dialog.getByLabel('Password').fill(consolePassword);
  await dialog.getByRole('button', { name: 'Sign in and go on' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved \d/);
  expect(page.url()).toMatch(/\/news\/session-ends$/);
  expect((await savedCopy(page, 'session-ends')).en.copy.description).toBe('Written after the session ended');
});

test('two editors: each sees the other, edits to different fields both survive, the same field asks which to keep', async ({ browser }) => {
  test.setTimeout(120_000);
  const nora = await editorPage(browser, 'nora');
  await openNewArticle(nora, 'two-editors');
  const otto = await editorPage(browser, 'otto');
  await otto.goto('/news/two-editors');
  await expect(otto.getByTestId('editors-here')).toContainText('nora');
  await expect(nora.getByTestId('editors-here')).toContainText('otto');

  // Different fields, typed at once from the same copy: both are saved, and each page shows the other's.
  await nora.getByLabel('Title (English)').fill('Nora’s title');
  await otto.getByLabel('Summary (English)').fill('Otto’s summary');
  await expect(nora.getByTestId('save-status')).toHaveText(/^Saved \d/);
  await expect(otto.getByTestId('save-status')).toHaveText(/^Saved \d/);
  await expect.poll(async () => (await savedCopy(nora, 'two-editors')).en.copy).toMatchObject({ title: 'Nora’s title', description: 'Otto’s summary' });
  await expect(nora.getByLabel('Summary (English)')).toHaveValue('Otto’s summary');
  await expect(otto.getByLabel('Title (English)')).toHaveValue('Nora’s title');

  // The same field, while Nora's connection is down: her save fails (her text stays, said beside the
  // button), Otto's goes through; back online, her save asks, showing both, and keeps the one chosen.
  await nora.context().setOffline(true);
  await nora.getByLabel('Author (English)').fill('Nora as author');
  await expect(nora.getByTestId('save-status')).toContainText('Not saved');
  await expect(nora.getByTestId('save-status')).toContainText('kept in this browser');
  await otto.getByLabel('Author (English)').fill('Otto as author');
  await expect.poll(async () => (await savedCopy(otto, 'two-editors')).en.copy.authorName).toBe('Otto as author');
  await nora.context().setOffline(false);
  const choice = nora.getByRole('alert').filter({ hasText: 'Another editor changed the same fields' });
  // The failed save is tried again 10 s later.

  await expect(choice).toBeVisible({ timeout: 30_000 });
  await expect(choice).toContainText('Otto as author');
  await expect(choice).toContainText('Nora as author');
  await expect(nora.getByLabel('Author (English)')).toHaveValue('Nora as author');
  await docsShot(nora.getByTestId('editors-here'), 'newsroom-editors-here');
  await docsShot(choice, 'newsroom-conflict');
  await choice.getByRole('radio', { name: /Mine/ }).check();
  await choice.getByRole('button', { name: 'Keep these and save' }).click();
  await expect(choice).toBeHidden();
  await expect.poll(async () => (await savedCopy(nora, 'two-editors')).en.copy.authorName).toBe('Nora as author');
  expect((await savedCopy(nora, 'two-editors')).en.copy).toMatchObject({ title: 'Nora’s title', description: 'Otto’s summary', authorName: 'Nora as author' });
  await expect(otto.getByLabel('Author (English)')).toHaveValue('Nora as author');
});
