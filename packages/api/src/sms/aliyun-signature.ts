import { createHmac } from 'node:crypto';

/** RFC 3986 encoding as Alibaba Cloud's RPC API wants it (`*` → %2A, `~` kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

/** Signature version 1.0, HMAC-SHA1, key = secret + '&'. */
export function rpcSignature(params: Record<string, string>, accessKeySecret: string, method: 'GET' | 'POST' = 'GET'): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params)).digest('base64');
}
