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
  pairStatus,
} from './newsroom-repository.js';
export * from './newsroom-types.js';
export { addMedia, listMedia, findMedia, setMediaAlt, deleteMedia, MediaInUseError } from './media-library.js';
export { MediaError, maxUploadBytes } from './media-images.js';
export { startNewsScheduler } from './news-scheduler.js';
export { openNewsroom } from './newsroom-store.js';
