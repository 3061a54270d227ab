// Browser-safe (the back office's pages name the actions through @site/console-contract): no Node, no database.

/** Who an entry of the activity trail is about: user changes (`console`), the lead desk, the newsroom. */
export const activitySections = ['console', 'leads', 'newsroom', 'launches'] as const;
export type ActivitySection = (typeof activitySections)[number];

/**
 * Every action the activity trail names. User changes; the lead desk's (each read of a page of the
 * inbox, each opening of an enquiry, a pipeline change, a notification retried, an export, an
 * erasure on request, a purge by age); the newsroom's (`to` names the article by its slug, or the image). None names a person
 * but the actor: an enquiry goes by its number.
 */
export const activityActions = [
  'user-add',
  'user-remove',
  'user-role',
  'user-password',
  'token-add',
  'token-revoke',
  'lead-list',
  'lead-open',
  'lead-update',
  'lead-notify',
  'lead-export',
  'lead-erase',
  'lead-bulk',
  'lead-bulk-undo',
  'lead-assign',
  'lead-settings',
  'lead-purge',
  'news-create',
  'news-import',
  'news-save',
  'news-autosave',
  'news-rename',
  'news-publish',
  'news-schedule',
  'news-unschedule',
  'news-unpublish',
  'news-pin',
  'news-unpin',
  'news-home',
  'news-unhome',
  'news-preview',
  'news-preview-revoke',
  'news-restore',
  'media-upload',
  'media-alt',
  'media-delete',
  'launch-create',
  'launch-add',
  'launch-remove',
  'launch-schedule',
  'launch-go',
  'launch-revert',
  'launch-preview',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** Names the release log held for the back office before it had a trail of its own (old logs still show them). */
export const formerConsoleActions = ['sign-in', 'sign-in-failed', 'sign-out'] as const;

