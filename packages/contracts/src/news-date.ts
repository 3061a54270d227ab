// Apart from news.ts so that a page showing dates without fetching the list does not bundle the call.

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * YYYY.MM.DD of a timestamp in seconds, in China time (UTC+8) so that the server render and every
 * browser agree whatever their time zones.
 */
export function formatNewsDate(timestamp: number): string {
  const date = new Date((timestamp + 8 * 3600) * 1000);
  return `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
}
