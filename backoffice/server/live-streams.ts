import type { ConsoleSessions } from './auth/console-sessions.js';
import { consoleRemote, type LiveChange } from '@site/console-contract/releases';
import { leadsRemote } from '@site/console-contract/leads';
import { mayUse, type ConsoleRole, type Section } from '@site/console-contract/session';
import { newsroomRemote } from '@site/console-contract/newsroom';
import { launchesSection } from '@site/console-contract/launches';
import type { LiveFeed } from './live-feed.js';

/** How often open streams check that their sessions still hold (a sign-out on another instance, an expiry). */
const recheckEveryMs = 5_000;
/** At most this many live streams per instance: each holds a connection open. */
export const maxStreams = 200;
/** And this many of them one user's (a tab each): one user cannot take everyone's. */
export const maxStreamsPerUser = 8;

interface Stream {
  tokenHash: string;
  user: string;
  /** The user's roles as stored (`editor,sales`): a change ends the stream. */
  roles: string;
  send(change: LiveChange): void;
  end(): void;
}

/**
 * The open live streams (`GET /console/api/live`) of this instance, each tied to its session. A
 * stream ends when its session does: at once when it is signed out, or its user's password or role
 * changes here; within a few seconds when that happens on another instance or the session reaches
 * its idle limit (the stream itself is not activity). Before a change is sent, every stream's
 * session is checked, so none hears of anything after its session ended.
 */
export function createLiveStreams(feed: LiveFeed, sessions: ConsoleSessions, onError: (error: unknown) => void) {
  const streams = new Set<Stream>();
  let stopFeed: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;

  /** Ends the streams whose session is gone or whose user's role changed; one query for all. */
  function recheck(): Promise<void> {
    checking ??= sessions
      .stillOpen([...new Set([...streams].map((stream) => stream.tokenHash))])
      .then((open) => {
        for (const stream of streams) {
          const now = open.get(stream.tokenHash);
          if (!now || now.roles !== stream.roles) stream.end();
        }
      })
      .catch(onError)
      .finally(() => (checking = undefined));
    return checking;
  }

  async function deliver(change: LiveChange): Promise<void> {
    await recheck();
    for (const stream of streams) {
      const shown = visibleTo(stream.roles.split(',') as ConsoleRole[], change);
      if (shown) stream.send(shown);
    }
  }

  return {
    get count() {
      return streams.size;
    },
    /** The streams `user` has open here. */
    countOf(user: string): number {
      let count = 0;
      for (const stream of streams) if (stream.user === user) count++;
      return count;
    },
    /** Adds a stream; returns the function that removes it (its connection closed). */
    async open(stream: Stream): Promise<() => void> {
      streams.add(stream);
      if (!stopFeed) {
        stopFeed = await feed.listen((change) => void deliver(change));
        timer = setInterval(() => void recheck(), recheckEveryMs);
        timer.unref();
      }
      return () => {
        streams.delete(stream);
        if (streams.size === 0 && stopFeed) {
          stopFeed();
          stopFeed = undefined;
          clearInterval(timer);
        }
      };
    },
    /** The session signed out here: its streams end now. */
    endSession(tokenHash: string): void {
      for (const stream of streams) if (stream.tokenHash === tokenHash) stream.end();
    },
    /** The user's password or role changed here: every stream of theirs ends now (they reconnect if their session holds). */
    endUser(user: string): void {
      for (const stream of streams) if (stream.user === user) stream.end();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;

/** Which section's users hear of an audit entry: the release managers of every area's and user change's, each section's of its own. */
function sectionOf(remote: string): Section {
  if (remote === leadsRemote) return 'leads';
  if (remote === newsroomRemote) return 'newsroom';
  if (remote === launchesSection) return 'launches';
  return remote === consoleRemote ? 'users' : 'releases';
}

/** What of a change a stream's user may hear of; undefined when nothing. */
export function visibleTo(roles: readonly ConsoleRole[], change: LiveChange): LiveChange | undefined {
  const entries = change.entries.filter((entry) => mayUse(roles, sectionOf(entry.remote)) || (mayUse(roles, 'releases') && sectionOf(entry.remote) === 'users'));
  const newLead = change.newLead !== undefined && mayUse(roles, 'leads') ? change.newLead : undefined;
  if (entries.length === 0 && newLead === undefined) return undefined;
  return { entries, ...(newLead !== undefined ? { newLead } : {}) };
}
