// Launches (issue 51): area versions and articles that go live, and are reverted, together. What
// `GET /console/api/launches` and a launch's page show. Browser-safe.
import type { RemoteName } from '@site/federation';

/** The activity trail's section for launches, as the audit page names it. */
export const launchesSection = 'launches';

export type LaunchStateName = 'draft' | 'scheduled' | 'going' | 'live' | 'reverting' | 'reverted';

/** How an area version goes live with its launch. */
export type LaunchAreaPlan = { kind: 'activate' } | { kind: 'canary'; percent: number } | { kind: 'steps'; steps: number[]; every: string };

export type LaunchMemberView =
  | { kind: 'area'; remote: RemoteName; version: string; plan: LaunchAreaPlan; joinedAt: string; joinedBy: string; live: string }
  | { kind: 'article'; slug: string; languages: 'both' | 'zh' | 'en'; pinned: boolean; homePage: boolean; joinedAt: string; joinedBy: string; titles: { zh?: string; en?: string }; articleId?: number };

/** A launch as listed. Times are ISO 8601. */
export interface LaunchView {
  id: number;
  name: string;
  state: LaunchStateName;
  /** Its time, or null: when someone presses Go. */
  at: string | null;
  createdAt: string;
  createdBy: string;
  liveAt: string | null;
  revertedAt: string | null;
  /** Why its time passed without it going live; '' when nothing is wrong. */
  alert: string;
  members: LaunchMemberView[];
}

/** Why a launch may not go live, member by member (`reason` picks the words; `line` says it in English). */
export interface LaunchBlockView {
  member: string;
  reason: 'missing-article' | 'missing-language' | 'unserved-link' | 'area-check' | 'edited-after-joining' | 'empty';
  language?: 'zh' | 'en';
  path?: string;
  problem?: string;
  line: string;
}

/** `GET /console/api/launches/<id>`: the launch, its preflight now, and its history. */
export interface LaunchDetail {
  launch: LaunchView;
  blocks: LaunchBlockView[];
  events: { at: string; actor: string; kind: string; detail: string }[];
  /** What the viewer may do to it. */
  may: { addArea: boolean; addArticle: boolean; launch: boolean };
}

/** `POST /console/api/launches/<id>/preview`: a signed link to the site as the launch will make it, in each language. */
export interface LaunchPreviewLink {
  links: { zh: string; en: string };
  expiresAt: string;
}

/** `POST /console/api/launches/<id>/actions`. */
export type LaunchAction = { action: 'schedule'; at: string | null } | { action: 'go' } | { action: 'revert' };
