import type { SaveEnquiryRequest, SendMessageRequest } from '@site/contracts';
import { requestApi } from './request';

declare global {
  // The page state the shell serializes into the HTML (its `apiBase` is the API's public base URL).
  var __SITE_STATE__: { apiBase?: string } | undefined;
}

/** Base URL of the API as the browser calls it: the shell's setting, else the same origin. */
export function browserApiBase(): string {
  return globalThis.__SITE_STATE__?.apiBase ?? '';
}

export function sendVerificationCode(body: SendMessageRequest, apiBase = browserApiBase()) {
  return requestApi(`${apiBase}/api/website/sendMessage`, { method: 'POST', body });
}

export function saveEnquiry(body: SaveEnquiryRequest, apiBase = browserApiBase()) {
  return requestApi(`${apiBase}/api/website/purchasingInfo/save`, { method: 'POST', body });
}
