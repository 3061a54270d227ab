import path from 'node:path';
import { parseArgs } from 'node:util';
import { importNewsFile } from '../news/import-news-file.js';
import { bumpNewsVersion, listNewsForEditors, setNewsFlag, type NewsFlag } from '../news/news-repository.js';
import { fail, openStore } from './open-store.js';

const usage = `Usage: npm run news -- <command>
  add FILE [--cover IMAGE]   add or update the item in FILE (.md or .html with front matter:
                             slug, language, title, description, author, date, top, homePage, cover)
  list                       list every item with its id and flags
  hide ID | show ID          hide an item from the site or show it again
  pin ID | unpin ID          pin an item to the top of the list or unpin it
  home ID | unhome ID        show an item on the home page or remove it from there`;

const flagCommands: Record<string, [NewsFlag, boolean]> = {
  hide: ['display', false],
  show: ['display', true],
  pin: ['top', true],
  unpin: ['top', false],
  home: ['home_page', true],
  unhome: ['home_page', false],
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { cover: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, argument] = positionals;
if (!command || values.help) fail(usage);

const database = await openStore();
try {
  const now = Date.now();
  if (command === 'add' || command === 'update') {
    if (!argument) fail(usage);
    const result = await importNewsFile(database.db, path.resolve(argument), now, {
      ...(values.cover ? { coverOverride: path.resolve(values.cover) } : {}),
    });
    console.log(`${result!.created ? 'added' : 'updated'} news ${result!.id} (${result!.slug}, ${result!.language})`);
  } else if (command === 'list') {
    for (const row of await listNewsForEditors(database.db)) {
      const flags = [row.display ? 'shown' : 'hidden', row.top ? 'pinned' : '', row.home_page ? 'home' : '']
        .filter(Boolean)
        .join(',');
      const date = new Date(row.published_at * 1000).toISOString().slice(0, 10);
      console.log(`${String(row.id).padStart(4)}  ${row.language}  ${date}  ${flags.padEnd(18)} ${row.slug}  ${row.title}`);
    }
  } else if (flagCommands[command]) {
    const id = Number(argument);
    if (!Number.isSafeInteger(id) || id < 1) fail(`${command}: give a news id (see "list")`);
    const [flag, on] = flagCommands[command]!;
    const changed = await database.db.transaction().execute(async (trx) => {
      const found = await setNewsFlag(trx, id, flag, on, now);
      if (found) await bumpNewsVersion(trx, now);
      return found;
    });
    if (!changed) fail(`No news item with id ${id}`);
    console.log(`${command}: news ${id}`);
  } else {
    fail(usage);
  }
} finally {
  await database.close();
}
