import type { RemoteName } from '@site/federation';
import type { NewsLanguage } from '@site/newsroom/types';

/** Where a launch is: being put together, waiting for its time, live, or reverted. */
export type LaunchState = 'draft' | 'scheduled' | 'live' | 'reverted';

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
}

/** A member's name in messages: `parts 1.4.0`, `article d90-launch`. */
export const memberName = (member: LaunchMember) => (member.kind === 'area' ? `${member.remote} ${member.version}` : `article ${member.slug}`);
