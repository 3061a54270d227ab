// `npm run news -- …`: the newsroom from the command line. Every change goes through the newsroom's
// operations (a version of the working copy, the article's history) and into the activity trail
// with who ran it, as the back office's newsroom does. README, "The news tool".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importNewsFile, listNewsForEditors, seedNews } from '@site/api';
import { findArticle, followImported, openNewsroom, pinArticle, publishArticle, setArticleHomePage, unpublishArticle, type NewsLanguage } from '@site/newsroom';
import type { ActivityAction } from '@site/activity/actions';
import { newsroomRemote } from '@site/console-contract/newsroom';
import { fail, openCliStore } from './cli-store.js';

const usage = `Usage: npm run news -- <command>
  add FILE [--cover IMAGE]   add or update the item in FILE (.md or .html with front matter:
                             slug, language, title, description, author, date, top, homePage, cover)
  list                       list every item with its id and flags
  hide ID | show ID          hide an item from the site or show it again
  pin ID | unpin ID          pin an article to the top of the list or unpin it (both languages)
  home ID | unhome ID        show an article on the home page or remove it from there (both languages)
Changes are recorded in the back office's activity trail as RELEASE_ACTOR or your system user.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { cover: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, argument] = positionals;
if (!command || values.help) fail(usage);

const store = await openCliStore('npm run news');
const { db } = store.database;
try {
  const now = Date.now();
  // As the site's first start does: the bundled news, each with its working copy.
  await seedNews(db, now);
  await openNewsroom(store.database);
  if (command === 'add' || command === 'update') {
    if (!argument) fail(usage);
    const result = await importNewsFile(db, path.resolve(argument), now, values.cover ? { coverOverride: path.resolve(values.cover) } : {});
    await followImported(db, result!.slug, result!.language as NewsLanguage, store.actor, now);
    await store.audit({ section: newsroomRemote, action: 'news-import', check: `passed: ${result!.language} from ${path.basename(argument)}`, to: result!.slug });
    console.log(`${result!.created ? 'added' : 'updated'} news ${result!.id} (${result!.slug}, ${result!.language})`);
  } else if (command === 'list') {
    for (const row of await listNewsForEditors(db)) {
      const flags = [row.display ? 'shown' : 'hidden', row.top ? 'pinned' : '', row.home_page ? 'home' : ''].filter(Boolean).join(',');
      const date = new Date(row.published_at * 1000).toISOString().slice(0, 10);
      console.log(`${String(row.id).padStart(4)}  ${row.language}  ${date}  ${flags.padEnd(18)} ${row.slug}  ${row.title}`);
    }
  } else if (['hide', 'show', 'pin', 'unpin', 'home', 'unhome'].includes(command)) {
    const id = Number(argument);
    if (!Number.isSafeInteger(id) || id < 1) fail(`${command}: give a news id (see "list")`);
    const row = (await listNewsForEditors(db)).find((item) => item.id === id);
    if (!row || !(await findArticle(db, row.slug))) fail(`No news item with id ${id}`);
    const language = row.language as NewsLanguage;
    // The back office's operations and the names its activity trail gives them.
    const operations: Record<string, [ActivityAction, () => Promise<unknown>]> = {
      hide: ['news-unpublish', () => unpublishArticle(db, row.slug, [language], store.actor, now)],
      show: ['news-publish', () => publishArticle(db, row.slug, [language], store.actor, now)],
      pin: ['news-pin', () => pinArticle(db, row.slug, true, store.actor, now)],
      unpin: ['news-unpin', () => pinArticle(db, row.slug, false, store.actor, now)],
      home: ['news-home', () => setArticleHomePage(db, row.slug, true, store.actor, now)],
      unhome: ['news-unhome', () => setArticleHomePage(db, row.slug, false, store.actor, now)],
    };
    const [action, operation] = operations[command]!;
    await operation();
    await store.audit({ section: newsroomRemote, action, check: command === 'hide' || command === 'show' ? `passed: ${language}` : 'passed', to: row.slug });
    console.log(`${command}: news ${id}`);
  } else {
    fail(usage);
  }
} catch (error) {
  fail(`news: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await store.close();
}
