import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';
import { networkOf } from '@site/api';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, one lane): about 30 ms a
 * hash here, slow enough to make guessing expensive, quick enough for a sign-in.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const passwordRules = { minLength: 12, maxLength: 256 };

/** The 49,000 passwords people use most (zxcvbn-ts's list), lower-cased. */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));
const fewestDistinct = 5;

export type PasswordReason = 'PASSWORD.TOO_SHORT' | 'PASSWORD.TOO_LONG' | 'PASSWORD.BLANK' | 'PASSWORD.REPETITIVE' | 'PASSWORD.COMMON';

/**
 * Why a new password is refused: its reason (the page says it in its language) and an English
 * message (the CLI and the API say it); undefined when it is fine. Twelve spaces, one letter
 * repeated, or a common password with digits added is no password.
 */
export function passwordProblem(password: string): { reason: PasswordReason; message: string } | undefined {
  if (password.length < passwordRules.minLength) return { reason: 'PASSWORD.TOO_SHORT', message: `a password has at least ${passwordRules.minLength} characters` };
  if (password.length > passwordRules.maxLength) return { reason: 'PASSWORD.TOO_LONG', message: `a password has at most ${passwordRules.maxLength} characters` };
  if (password.trim() === '') return { reason: 'PASSWORD.BLANK', message: 'a password is more than spaces' };
  if (new Set(password.toLowerCase()).size < fewestDistinct) return { reason: 'PASSWORD.REPETITIVE', message: `a password has at least ${fewestDistinct} different characters` };
  const lower = password.toLowerCase().trim();
  const stem = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (commonPasswords().has(lower) || commonPasswords().has(stem) || commonPasswords().has(lower.replace(/\s+/g, ''))) {
    return { reason: 'PASSWORD.COMMON', message: 'that password is among the most common ones: choose another' };
  }
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/**
 * At most this many argon2 hashes at once (each takes 19 MiB and a thread of libuv's pool of four):
 * a burst of sign-ins past it is refused at once (503, Retry-After) instead of queueing work that
 * holds the memory and delays every other request.
 */
export const maxPasswordChecks = 4;
/** Of those, one address (an IPv6 /64) holds at most this many: a flood from one place leaves the rest to everyone else. */
export const maxPasswordChecksPerAddress = 1;
let checksRunning = 0;
const runningByAddress = new Map<string, number>();

/**
 * A slot for one password check from `address`, or undefined when `maxPasswordChecks` are running
 * or the address already holds its share; call the result when done.
 */
export function passwordCheckSlot(address: string): (() => void) | undefined {
  const network = networkOf(address);
  const mine = runningByAddress.get(network) ?? 0;
  if (checksRunning >= maxPasswordChecks || mine >= maxPasswordChecksPerAddress) return undefined;
  checksRunning++;
  runningByAddress.set(network, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    checksRunning--;
    const left = (runningByAddress.get(network) ?? 1) - 1;
    if (left > 0) runningByAddress.set(network, left);
    else runningByAddress.delete(network);
  };
}

// Verified against when the user does not exist, so an unknown name takes as long as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  const against = hash ?? (await (decoy ??= hashPassword('not a password of anyone')));
  try {
    return (await argon2.verify(against, password)) && hash !== undefined;
  } catch {
    return false;
  }
}
