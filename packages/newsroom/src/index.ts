// @site/newsroom's public entry: what the back office, its command line and the site's jobs use.
export {
  NewsroomError,
  listArticles,
  findArticle,
  createArticle,
  saveArticle,
  publishArticle,
  scheduleArticle,
  unscheduleArticle,
  unpublishArticle,
  pinArticle,
  setArticleHomePage,
  publishDue,
  followImported,
  listRevisions,
  findRevision,
  restoreRevision,
  listArticleEvents,
  findRevisionById,
  latestRevisions,
  publishableCopies,
  type PublishableCopy,
  pairStatus,
  currentSlug,
  renameArticle,
  liveRevisions,
  publishForLaunch,
  withdrawLaunch,
  type LaunchPublication,
  type CopyBase,
  type SaveOutcome,
} from './newsroom-repository.js';
export { noteHere, noteGone, presenceWindowMs } from './article-presence.js';
export { mergeCopies } from './merge-copies.js';
export * from './newsroom-types.js';
export { addMedia, listMedia, findMedia, setMediaAlt, deleteMedia, MediaInUseError } from './media-library.js';
export { MediaError, maxUploadBytes, imageRenderSlots, imageRendersPending } from './media-images.js';
export { startNewsScheduler } from './news-scheduler.js';
export { openNewsroom } from './newsroom-store.js';
