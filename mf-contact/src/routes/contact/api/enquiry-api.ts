import { requestApi, type SaveEnquiryRequest, type SendMessageRequest } from '@site/contracts';

// `apiBase` is the API's public base URL from the shell (`useApiBase()`; '' = same origin).

export function sendVerificationCode(body: SendMessageRequest, apiBase: string) {
  return requestApi(`${apiBase}/api/website/sendMessage`, { method: 'POST', body });
}

export function saveEnquiry(body: SaveEnquiryRequest, apiBase: string) {
  return requestApi(`${apiBase}/api/website/purchasingInfo/save`, { method: 'POST', body });
}
