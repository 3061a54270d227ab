/** `8613800138000` → `86138****8000`: enough to correlate log lines, not to dial. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '*'.repeat(phone.length);
  return `${phone.slice(0, 5)}${'*'.repeat(Math.max(0, phone.length - 9))}${phone.slice(-4)}`;
}

/** Drops the query string so phone numbers in it never reach the logs. */
export function withoutQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : `${url.slice(0, index)}?…`;
}
