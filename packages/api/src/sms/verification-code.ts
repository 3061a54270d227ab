import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export function generateVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Stored instead of the code, bound to the phone so a code never matches another number. */
export function hashVerificationCode(phoneNumber: string, code: string): string {
  return createHash('sha256').update(`${phoneNumber}:${code}`).digest('hex');
}

export function verificationCodeMatches(storedHash: string, phoneNumber: string, code: string): boolean {
  const candidate = Buffer.from(hashVerificationCode(phoneNumber, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
