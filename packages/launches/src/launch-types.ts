import type { NewsTable } from '@site/api';
import type { RemoteName, RemoteRecord } from '@site/federation';
import type { Selectable } from 'kysely';
import type { NewsLanguage } from '@site/newsroom/types';

/**
 * Where a launch is: being put together, waiting for its time, going live (its moment under way),
 * live, being reverted, or reverted (it may go live again).
 */
export type LaunchState = 'draft' | 'scheduled' | 'going' | 'live' | 'reverting' | 'reverted';

/** The states from which a launch may go live: by Go, at its time, or again after a revert. */
export const readyStates: readonly LaunchState[] = ['draft', 'scheduled', 'reverted'];

/** How an area version goes live with its launch. */
export type AreaPlan = { kind: 'activate' } | { kind: 'canary'; percent: number } | { kind: 'steps'; steps: number[]; every: string };

/** A new version of an area in a launch. */
export interface AreaMember {
  kind: 'area';
  remote: RemoteName;
  version: string;
  plan: AreaPlan;
  joinedAt: number;
  joinedBy: string;
}

/** An article in a launch: both languages, or one said to be enough; its pin and home-page state once live. */
export interface ArticleMember {
  kind: 'article';
  slug: string;
  languages: 'both' | NewsLanguage;
  pinned: boolean;
  homePage: boolean;
  joinedAt: number;
  joinedBy: string;
  /** The latest save of each language when it joined: a later save is an edit after joining. */
  joinedRevisions: Partial<Record<NewsLanguage, number>>;
}

export type LaunchMember = AreaMember | ArticleMember;

export interface Launch {
  id: number;
  name: string;
  state: LaunchState;
  /** When it goes live (ms), or null: when someone presses Go. */
  at: number | null;
  createdAt: number;
  createdBy: string;
  members: LaunchMember[];
  /** Its last change (ms): a claim holds only on the launch as it was seen. */
  updatedAt: number;
  liveAt: number | null;
  revertedAt: number | null;
  /** Why its time passed without it going live; '' when nothing is wrong. */
  alert: string;
}

/** The columns of a published copy a launch keeps for its revert. */
export const publishedCopyColumns = ['slug', 'language', 'title', 'description', 'cover', 'content_html', 'author_name', 'meta_title', 'meta_description', 'display', 'top', 'home_page', 'published_at'] as const;

/** A published copy as a launch found it on the site (its `news` row's columns above), restored by its revert. */
export type PublishedCopy = Omit<Pick<Selectable<NewsTable>, (typeof publishedCopyColumns)[number]>, 'language'> & { language: NewsLanguage };

/** What a launch's moment replaced, for its revert: its areas' records, and the copies already on the site it republished. */
export interface LaunchBefore {
  records: Partial<Record<RemoteName, RemoteRecord>>;
  published: PublishedCopy[];
}

/** A member's name in messages: `parts 1.4.0`, `article d90-launch`. */
export const memberName = (member: LaunchMember) => (member.kind === 'area' ? `${member.remote} ${member.version}` : `article ${member.slug}`);
