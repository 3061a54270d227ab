// `npm run console -- user <command>`: the release console's users, in the site's database (DATA_DIR's
// SQLite file, or DATABASE_URL). There is no default user: the first admin is made here. README, "Back office".
import { parseArgs } from 'node:util';
import type { ActivityAction } from '@site/activity/actions';
import { consoleRemote } from '@site/console-contract/releases';
import { consoleRoles } from '@site/console-contract/session';
import { ConsoleUsers, UserError } from '../auth/console-users.js';
import { LoginFailures } from '../auth/login-limits.js';
import { SecurityEvents } from '../auth/security-events.js';
import { readConsoleConfig } from '../console-config.js';
import { openCliStore } from './cli-store.js';
import { readPassword } from './read-password.js';

const usage = `Usage: npm run console -- user <command>
  user add <name> --role <role>[,<role>…] [--password-stdin]
                                  a new user; the password is asked for (twice), or read from stdin
  user list                       every user and their roles
  user role <name> <role>[,<role>…]
                                  set a user's roles
  user passwd <name> [--password-stdin]
                                  a new password (the user's sessions end)
  user remove <name>              remove a user (their sessions end)
  user unlock <name>              let a name locked by failed sign-ins sign in again
Roles: ${consoleRoles.join(', ')} (releases: a viewer reads, a releaser also acts on versions; an editor
writes the news; sales work the enquiries; an admin has every role, prunes and manages users).
Passwords: at least 12 characters.`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { role: { type: 'string' }, 'password-stdin': { type: 'boolean' }, help: { type: 'boolean' } } });
const [group, command, name, extra] = positionals;


async function newPassword(): Promise<string> {
  if (values['password-stdin']) return readPassword.fromStdin();
  const first = await readPassword.prompt(`Password for ${name}: `);
  if ((await readPassword.prompt('Again: ')) !== first) throw new UserError('the two passwords differ');
  return first;
}

if (group !== 'user' || !command || values.help) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

const store = await openCliStore('npm run console');
const { database, actor } = store;
const users = new ConsoleUsers(database.db);
const audit = (action: ActivityAction, check: string, change: { from?: string; to?: string }) => store.audit({ section: consoleRemote, action, check, ...change });
const needName = () => {
  if (!name) throw new UserError(`name the user: user ${command} <name>`);
  return name;
};

try {
  switch (command) {
    case 'add': {
      if (!values.role) throw new UserError(`say the roles: --role <${consoleRoles.join('|')}>[,…]`);
      const user = needName();
      await users.add(user, values.role, await newPassword());
      const roles = (await users.find(user))!.roles.join(',');
      await audit('user-add', `passed: ${user} as ${roles}`, { to: user });
      console.log(`added ${user} (${roles})`);
      break;
    }
    case 'list':
      for (const user of await users.list()) console.log(`${user.name.padEnd(24)} ${user.roles.join(',').padEnd(20)} since ${user.createdAt.slice(0, 16).replace('T', ' ')}`);
      break;
    case 'role': {
      const user = needName();
      if (!extra) throw new UserError(`say the roles: user role ${user} <${consoleRoles.join('|')}>[,…]`);
      await users.setRoles(user, extra);
      const roles = (await users.find(user))!.roles.join(',');
      await audit('user-role', `passed: ${user} is ${roles}`, { to: user });
      console.log(`${user} is now ${roles}`);
      break;
    }
    case 'passwd': {
      const user = needName();
      if (!(await users.find(user))) throw new UserError(`there is no user "${user}"`);
      await users.setPassword(user, await newPassword());
      await audit('user-password', `passed: ${user}'s sessions ended`, { to: user });
      console.log(`new password for ${user}; their sessions ended`);
      break;
    }
    case 'remove': {
      const user = needName();
      await users.remove(user);
      await audit('user-remove', `passed: ${user}`, { from: user });
      console.log(`removed ${user}; their sessions ended`);
      break;
    }
    case 'unlock': {
      const user = needName();
      const failures = new LoginFailures(database.db, readConsoleConfig().loginLimits);
      const unlocked = await failures.unlock(user);
      if (unlocked) await new SecurityEvents(database.db).record('unlock', user, undefined, `${actor} (npm run console)`);
      console.log(unlocked ? `${user} may sign in again` : `${user} was not locked`);
      break;
    }
    default:
      console.error(usage);
      process.exitCode = 2;
  }
} catch (error) {
  console.error(`console: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
