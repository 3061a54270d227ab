import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { addConsoleUser, consoleContext, signInAs } from '../support/console';
import { docsShot } from '../support/docs-shots';
import { e2eTmp } from '../support/environment';

// A salesperson works the lead desk from the keyboard (issue 52): views with live counts, the age of
// each enquiry, "Assign to me", next and previous, and an inbox that keeps its filter and its place.
test.describe.configure({ mode: 'serial' });

const hour = 3_600_000;
let seq = 0;

/** Enquiries as the site's form stores them (straight into the site's database: many at once, any age). */
function enquiries(names: string[], ageMs = (index: number) => index * hour): void {
  const db = new Database(resolve(e2eTmp, 'data', 'site.db'));
  try {
    const insert = db.prepare(
      `insert into enquiry (received_at, name, email, company, city, country_code, phone_number, remark, language, client_ip, consent_at, privacy_policy_version, policy_language, source_path)
       values (@at, @name, @email, 'Triage Robotics', 'Shenzhen', 'CN', @phone, 'Twenty units, please.', 'en', '203.0.113.9', @at, '2026-01', 'en', '/en/contact')`,
    );
    names.forEach((name, index) => {
      seq++;
      const at = Date.now() - ageMs(index);
      insert.run({ at, name, email: `triage${seq}.${Date.now()}@example.com`, phone: `8613911${String(Date.now() % 100000).padStart(5, '0')}${seq}` });
    });
  } finally {
    db.close();
  }
}

const viewCount = async (page: Page, view: string) => Number(await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: new RegExp(`^${view} `) }).locator('span').last().textContent());

test.beforeAll(() => {
  addConsoleUser('tara', 'sales');
  // The newest first in the inbox: Triage 1 is an hour old, Triage 5 over two days (red), Triage 4 over a day (amber).
  enquiries(['Triage 1', 'Triage 2', 'Triage 3', 'Triage 4', 'Triage 5'], (index) => [1, 2, 3, 30, 50][index]! * hour);
});

test('five enquiries triaged from the keyboard alone: assigned, contacted with a note, one after the other', async ({ browser }) => {
  const context = await consoleContext(browser);
  const page = await context.newPage();
  await signInAs(page, 'tara', undefined, 'Lead desk');
  await page.goto('/leads?q=Triage');
  const rows = page.getByRole('table', { name: 'Enquiries, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(6);
  // Ages: amber past a day, red past two.
  await expect(rows.filter({ hasText: 'Triage 4' }).locator('[data-age]')).toHaveAttribute('data-age', 'amber');
  await expect(rows.filter({ hasText: 'Triage 5' }).locator('[data-age]')).toHaveAttribute('data-age', 'red');
  await expect(rows.filter({ hasText: 'Triage 1' }).locator('[data-age]')).toHaveText('1 h');
  await docsShot(page.locator('main'), 'leads-inbox');
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keys of the lead desk' });
  await expect(keys).toContainText('Assign it to me');
  await docsShot(keys, 'lead-keys');
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();

  let keystrokes = 0;
  const press = async (key: string) => {
    keystrokes++;
    await page.keyboard.press(key);
  };
  await press('j');
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await press('Enter');
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(` · Triage ${n}$`));
    // It opens at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await press('a');
    await expect(page.getByRole('status').filter({ hasText: 'Assigned to you' })).toBeVisible();
    await press('s');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused();
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    // The list closes on the choice: the keys are the page's again.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-expanded', 'false');
    await press('n');
    await expect(page.getByRole('textbox', { name: 'Note' })).toBeFocused();
    await page.keyboard.type(`Called about the ${n}th request.`);
    await press('Control+Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText(`Called about the ${n}th request.`);
    await expect(history).toContainText('status → Contacted');
    if (n === 1) await docsShot(page.locator('main'), 'lead-triage');
    if (n < 5) await press('j');
  }
  await press('u');
  await expect(page).toHaveURL(/\/leads\?q=Triage$/);
  for (let n = 1; n <= 5; n++) {
    const row = rows.filter({ hasText: `Triage ${n}` });
    await expect(row).toContainText('tara (you)');
    await expect(row).toContainText('Contacted');
  }
  test.info().annotations.push({ type: 'figure', description: `keystrokes to triage 5 enquiries (besides the notes' text): ${keystrokes}, ${Math.round(keystrokes / 5)} each` });
  await context.close();
});

test('a view\'s count follows a new enquiry live; the inbox keeps its view, filter and place when one comes back to it', async ({ browser }) => {
  const context = await consoleContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 500 });
  await signInAs(page, 'tara', undefined, 'Lead desk');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /^New / }).click();
  await expect(page).toHaveURL(/\/leads\?view=new$/);
  const before = await viewCount(page, 'New');
  // Nine at once, the newest first: a list longer than the window.
  const arriving = Array.from({ length: 9 }, (_, index) => `Triage ${6 + index}`);
  enquiries(arriving);
  await expect.poll(() => viewCount(page, 'New')).toBe(before + arriving.length);
  await expect(page.getByRole('link', { name: 'Triage 6' })).toBeVisible();
  // Marked as they arrive, and counted in the tab's title.
  await expect(page.locator('tr[data-fresh]')).toHaveCount(arriving.length);
  await expect(page).toHaveTitle(new RegExp(`^${before + arriving.length} new · Lead desk`));

  // Filtered as the search is typed, kept on the way back with the place in the list.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Triage');
  await expect(page).toHaveURL(/\/leads\?view=new&q=Triage$/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(100);
  await page.getByRole('link', { name: 'Triage 14' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ · Triage 14$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: '← All enquiries' }).click();
  await expect(page).toHaveURL(/\/leads\?view=new&q=Triage$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Triage');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
  await context.close();
});

test('ten enquiries assigned at once: each in its history, one audit entry, undone within seconds', async ({ browser }) => {
  addConsoleUser('bea', 'sales');
  enquiries(Array.from({ length: 10 }, (_, index) => `Bulk ${index + 1}`));
  const context = await consoleContext(browser);
  const page = await context.newPage();
  await signInAs(page, 'bea', undefined, 'Lead desk');
  // "Unread" is each person's: tara opened Triage 1, bea has not.
  await page.goto('/leads?q=Triage%201');
  await expect(page.getByRole('row').filter({ hasText: /Triage 1(?!\d)/ })).toContainText('Unread');
  await page.goto('/leads?q=Bulk');
  const rows = page.getByRole('table', { name: 'Enquiries, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  const bar = page.getByRole('region', { name: 'Change several enquiries' });
  await bar.getByRole('checkbox', { name: 'All on this page' }).check();
  await expect(bar).toContainText('10 chosen');
  await bar.getByRole('button', { name: 'Assign to me' }).click();
  const undo = bar.getByRole('status').filter({ hasText: '10 enquiries changed.' });
  await expect(undo).toBeVisible();
  for (let n = 1; n <= 10; n++) await expect(rows.filter({ hasText: new RegExp(`Bulk ${n}(?!\\d)`) })).toContainText('bea (you)');
  await docsShot(bar, 'leads-bulk');

  // Undone within its seconds: every one nobody's again.
  await undo.getByRole('button', { name: /^Undo \(\d+ s\)$/ }).click();
  await expect(bar.getByRole('status').filter({ hasText: 'Undone: 10 enquiries are as they were.' })).toBeVisible();
  for (let n = 1; n <= 10; n++) await expect(rows.filter({ hasText: new RegExp(`Bulk ${n}(?!\\d)`) })).not.toContainText('bea');

  // In each one's history and in the audit log, once.
  await rows.filter({ hasText: /Bulk 1(?!\d)/ }).getByRole('link', { name: 'Bulk 1' }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/owner → bea[\s\S]*owner → Nobody/);
  const admin = await (await consoleContext(browser)).newPage();
  addConsoleUser('abe', 'admin');
  await signInAs(admin, 'abe');
  const entries = (await (await admin.request.get('/console/api/audit?scope=backoffice&actor=bea')).json()) as { action: string; check: string }[];
  expect(entries.filter((entry) => entry.action === 'lead-bulk').map((entry) => entry.check)).toEqual([expect.stringMatching(/^passed: owner bea for 10 of 10: (#\d+ ?){10}$/)]);
  expect(entries.filter((entry) => entry.action === 'lead-bulk-undo').map((entry) => entry.check)).toEqual(['passed: 10 restored']);
  await context.close();
  await admin.context().close();
});

test('an admin erases the person behind an enquiry from its page, after a confirmation that names exactly what goes', async ({ browser }) => {
  addConsoleUser('adele', 'admin');
  enquiries(['Erase Me']);
  const context = await consoleContext(browser);
  const page = await context.newPage();
  await signInAs(page, 'adele');
  await page.goto('/leads?q=Erase%20Me');
  await page.getByRole('link', { name: 'Erase Me' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ · Erase Me$/);
  const id = /#(\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent())!)![1];
  await page.getByRole('button', { name: "Erase this person's data…" }).click();
  const dialog = page.getByRole('dialog', { name: "Erase this person's data?" });
  await expect(dialog).toContainText(`1 enquiry: #${id} of `);
  await expect(dialog).toContainText('0 SMS records of the number');
  await docsShot(dialog, 'lead-erase');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead desk' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Erased: 1 enquiry and everything kept with it.' })).toBeVisible();
  expect((await page.request.get(`/console/api/enquiries/${id}`)).status()).toBe(404);
  await context.close();
});

test('round-robin: an admin puts three salespeople on duty, and six new enquiries are spread over them, each audited', async ({ browser }) => {
  for (const name of ['rob', 'ria', 'raj']) addConsoleUser(name, 'sales');
  addConsoleUser('ann', 'admin');
  const context = await consoleContext(browser);
  const page = await context.newPage();
  await signInAs(page, 'ann');
  await page.goto('/leads');
  const panel = page.getByRole('region', { name: 'Assignment and ages' });
  await panel.getByRole('radio', { name: 'The salespeople on duty, in turn' }).check();
  const onDuty = panel.getByRole('combobox', { name: 'On duty' });
  // Typed: the list of people is long, and shows a few at a time.
  await onDuty.click();
  for (const name of ['rob', 'ria', 'raj']) {
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Escape');
  await expect(panel).toContainText(/rob[\s\S]*ria[\s\S]*raj/);
  await panel.getByRole('button', { name: 'Save the settings' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await docsShot(panel, 'lead-settings');

  const names = Array.from({ length: 6 }, (_, index) => `Turn ${index + 1}`);
  enquiries(names);
  const owners = () => {
    const db = new Database(resolve(e2eTmp, 'data', 'site.db'), { readonly: true });
    try {
      return db.prepare(`select owner from enquiry where name like 'Turn %'`).all() as { owner: string | null }[];
    } finally {
      db.close();
    }
  };
  await expect.poll(() => owners().filter((row) => row.owner !== null).length).toBe(6);
  const counts = owners().reduce<Record<string, number>>((tally, row) => ({ ...tally, [row.owner!]: (tally[row.owner!] ?? 0) + 1 }), {});
  expect(counts).toEqual({ rob: 2, ria: 2, raj: 2 });
  const entries = (await (await page.request.get('/console/api/audit?scope=backoffice&action=lead-assign')).json()) as { actor: string; check: string }[];
  expect(entries.filter((entry) => entry.actor === 'lead assignment')).toHaveLength(6);

  // Off again: the enquiries after it wait for a salesperson.
  await panel.getByRole('radio', { name: 'Nobody: salespeople take them' }).check();
  await panel.getByRole('button', { name: 'Save the settings' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await context.close();
});
