import { locales } from '@site/federation';
import type { NewsLanguage } from '@site/newsroom/types';
import { sitePagesLinked } from './launch-links.js';
import { memberName, type Launch, type LaunchMember } from './launch-types.js';

/** Why a launch may not go live, member by member. `reason` is for the interface's texts; `line` says it in English (the CLI). */
export type PreflightBlock =
  | { member: string; reason: 'missing-article'; line: string }
  | { member: string; reason: 'missing-language'; language: NewsLanguage; line: string }
  | { member: string; reason: 'unserved-link'; language: NewsLanguage; path: string; line: string }
  | { member: string; reason: 'area-check'; problem: string; line: string }
  | { member: string; reason: 'edited-after-joining'; language: NewsLanguage; line: string }
  | { member: string; reason: 'empty'; line: string };

/** What the preflight needs to know of the world, gathered by its caller (the back office, the release CLI). */
export interface PreflightFacts {
  /** An article's working copies now (its HTML per language) and the latest save of each, or undefined when there is no such article. */
  article(slug: string): Promise<{ html: Partial<Record<NewsLanguage, string>>; latestRevisions: Partial<Record<NewsLanguage, number>> } | undefined>;
  /** Whether the live site or one of the launch's area versions serves this page (`/parts/d90`). */
  serves(path: string): boolean;
  /** Why an area version may not go live (the compatibility gate, its pages and menu entries, its render check), or undefined. */
  areaProblem(member: Extract<LaunchMember, { kind: 'area' }>): Promise<string | undefined>;
}

/**
 * Everything that blocks a launch, naming the member and the reason; empty when it may go live:
 * - an article that does not exist, or lacks a language and is not marked as single-language;
 * - an article linking to a page that neither the live site nor the launch's area versions serve;
 * - an area version that fails its checks;
 * - a member edited after it joined (to be reviewed again: joined again).
 */
export async function preflight(launch: Launch, facts: PreflightFacts): Promise<PreflightBlock[]> {
  const blocks: PreflightBlock[] = [];
  if (launch.members.length === 0) blocks.push({ member: launch.name, reason: 'empty', line: `${launch.name}: the launch has no member` });
  for (const member of launch.members) {
    const name = memberName(member);
    if (member.kind === 'area') {
      const problem = await facts.areaProblem(member);
      if (problem) blocks.push({ member: name, reason: 'area-check', problem, line: `${name}: ${problem}` });
      continue;
    }
    const article = await facts.article(member.slug);
    if (!article) {
      blocks.push({ member: name, reason: 'missing-article', line: `${name}: there is no such article` });
      continue;
    }
    const languages = member.languages === 'both' ? locales : [member.languages];
    for (const language of languages) {
      const html = article.html[language];
      if (html === undefined) {
        blocks.push({ member: name, reason: 'missing-language', language, line: `${name}: it has no ${language === 'zh' ? 'Chinese' : 'English'} copy (add it, or make the article ${language === 'zh' ? 'English' : 'Chinese'} only)` });
        continue;
      }
      for (const path of sitePagesLinked(html)) {
        if (!facts.serves(path)) blocks.push({ member: name, reason: 'unserved-link', language, path, line: `${name}: its ${language === 'zh' ? 'Chinese' : 'English'} copy links to ${path}, which neither the live site nor the launch's area versions serve` });
      }
      const joined = member.joinedRevisions[language];
      const latest = article.latestRevisions[language];
      if (latest !== undefined && latest !== joined) blocks.push({ member: name, reason: 'edited-after-joining', language, line: `${name}: its ${language === 'zh' ? 'Chinese' : 'English'} copy was edited after it joined the launch: review it again` });
    }
  }
  return blocks;
}
