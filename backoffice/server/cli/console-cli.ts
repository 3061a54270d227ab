// `npm run console -- user <command>` and `token <command>`: the back office's users and the teams'
// deploy tokens, in the site's database (DATA_DIR's SQLite file, or DATABASE_URL). There is no
// default user: the first admin is made here. README, "Back office"; docs/area-teams.md.
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
import { DeployTokenError, DeployTokens, parseExpiry } from '../deploy/deploy-tokens.js';

const usage = `Usage: npm run console -- user <command> | token <command>
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
Passwords: at least 12 characters.
  token add <name> --area <area> [--may publish|canary|activate] [--expires 90d|12h|never]
                                  a deploy token for one area's CI, printed once (store it as RELEASE_TOKEN)
  token list                      every token: its area, rights, expiry, creator and last use
  token revoke <name>             the token ships nothing from now on`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { role: { type: 'string' }, 'password-stdin': { type: 'boolean' }, area: { type: 'string' }, may: { type: 'string' }, expires: { type: 'string' }, help: { type: 'boolean' } } });
const [group, command, name, extra] = positionals;


async function newPassword(): Promise<string> {
  if (values['password-stdin']) return readPassword.fromStdin();
  const first = await readPassword.prompt(`Password for ${name}: `);
  if ((await readPassword.prompt('Again: ')) !== first) throw new UserError('the two passwords differ');
  return first;
}

if ((group !== 'user' && group !== 'token') || !command || values.help) {
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

/** `token …`: the teams' deploy tokens (issue 49). */
async function tokenCommand(): Promise<void> {
  const tokens = new DeployTokens(database.db);
  switch (command) {
    case 'add': {
      if (!name) throw new DeployTokenError('name the token: token add <name> --area <area>');
      if (!values.area) throw new DeployTokenError('say which area it ships: --area products|parts|content|contact');
      const made = await tokens.add({ name, area: values.area, may: values.may, expiresInMs: parseExpiry(values.expires), createdBy: `${actor} (npm run console)` });
      await audit('token-add', `passed: ${name} ships ${made.record.area} (${made.record.may}), expires ${made.record.expiresAt ?? 'never'}`, { to: name });
      console.error(`added token ${name}: ships ${made.record.area} (${made.record.may}), expires ${made.record.expiresAt ?? 'never'}. It is shown once, now:`);
      console.log(made.token);
      break;
    }
    case 'list':
      for (const token of await tokens.list()) {
        const used = token.lastUsedAt ? `used ${token.lastUsedAt.slice(0, 16).replace('T', ' ')}` : 'never used';
        console.log(`${token.name.padEnd(24)} ${token.area.padEnd(9)} ${token.may.padEnd(9)} ${token.state.padEnd(8)} expires ${token.expiresAt?.slice(0, 10) ?? 'never'}  by ${token.createdBy}  ${used}`);
      }
      break;
    case 'revoke':
      if (!name) throw new DeployTokenError('name the token: token revoke <name>');
      if (!(await tokens.revoke(name))) throw new DeployTokenError(`there is no active token named ${name}`);
      await audit('token-revoke', `passed: ${name}`, { from: name });
      console.log(`revoked ${name}: it ships nothing from now on`);
      break;
    default:
      console.error(usage);
      process.exitCode = 2;
  }
}

try {
  if (group === 'token') await tokenCommand();
  else await userCommand();
} catch (error) {
  console.error(`console: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
}

/** `user …`: the back office's users. */
async function userCommand(): Promise<void> {
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
}
