export { messageKeys, validationMessages, messageFor } from './messages.js';
export type { MessageKey } from './messages.js';
export { enquiryLimits, defaultCountryValue } from './limits.js';
export {
  mainlandMobilePattern,
  splitCountryValue,
  displayCountry,
  toApiPhone,
  isCountryCode,
  isValidLocalPhone,
  isValidApiPhone,
} from './phone.js';
export type { CountryDial } from './phone.js';
export {
  characterCount,
  checkName,
  checkEmail,
  checkCity,
  checkCompany,
  checkRemark,
  checkMsgCode,
  checkAccept,
} from './field-rules.js';
export type { FieldRule } from './field-rules.js';
export {
  checkFormPhone,
  validateEnquiryField,
  validateEnquiryForm,
  toSaveEnquiryRequest,
} from './enquiry-form.js';
export type { EnquiryFormValues, EnquiryFormField, EnquiryFormErrors } from './enquiry-form.js';
export { parseSaveEnquiryRequest, parseSendMessageRequest } from './api-requests.js';
export type {
  SaveEnquiryRequest,
  SendMessageRequest,
  FieldIssue,
  ParseResult,
} from './api-requests.js';
export { ApiRequestError, requestApi, retryStatuses, successCode } from './api-client.js';
export type { ApiEnvelope, RequestOptions } from './api-client.js';
export { fetchNewsList, maxPinnedNews, pinnedFirst, shownPinned } from './news.js';
export { formatNewsDate } from './news-date.js';
export type { NewsArticle, NewsItem, NewsListQuery } from './news.js';
export { siteEventKinds, siteEventLimits, siteEventsPath } from './site-events.js';
export type { SiteEvent, SiteEventKind, SiteEventsReport, SiteVital } from './site-events.js';
export { cleanSiteEventMessage, parseSiteEventsReport, pathWithoutQuery } from './site-events-request.js';
export type { SiteEventsIssue, SiteEventsParseResult } from './site-events-request.js';
