import { readEnv } from '@site/api/env';
import { z } from 'zod';

const minutes = (value: number) => value * 60_000;

const schema = z.object({
  /** The console's own listener, never the site's public port; 0 turns the console off. */
  CONSOLE_PORT: z.coerce.number().int().min(0).max(65535).default(3900),
  /** This machine only by default: reach it through a tunnel or a proxy you set up (README, "Back office"). */
  CONSOLE_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The proxy in front of the console, whose X-Forwarded-For and X-Forwarded-Proto are believed
   * (Fastify's trustProxy: an address, a CIDR or a comma-separated list). Unset: none.
   */
  CONSOLE_TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  /**
   * The host names the console answers for (the Host header, or X-Forwarded-Host from a trusted
   * proxy), comma separated; `name` for any port, `name:port` for one. Unset: the host it listens
   * on (and this machine's own names when that is a loopback or wildcard address). Anything else
   * gets 421: a page on another name that resolves here (DNS rebinding) cannot use it.
   */
  CONSOLE_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) => value?.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean)),
  /** The session cookie's Secure flag: `auto` (when the request came over HTTPS), `always`, or `never` (plain-HTTP tunnels). */
  CONSOLE_SECURE_COOKIE: z.enum(['auto', 'always', 'never']).default('auto'),
  /** A session ends after this many idle minutes, and at the latest this many hours after sign-in. */
  CONSOLE_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  CONSOLE_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(12),
  /** Failed sign-ins allowed per user and per address within the window before sign-in is refused (429). */
  CONSOLE_LOGIN_USER_LIMIT: z.coerce.number().int().min(1).default(5),
  CONSOLE_LOGIN_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(20),
  CONSOLE_LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** A push (`release push`) may upload this many MB, and take this many seconds to arrive. */
  DEPLOY_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2048).default(50),
  DEPLOY_UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
});

export interface ConsoleConfig {
  port: number;
  host: string;
  trustProxy: string | undefined;
  /** Host header values the console answers for (`host` or `host:port`). */
  allowedHosts: string[];
  secureCookie: 'auto' | 'always' | 'never';
  sessionIdleMs: number;
  sessionMaxMs: number;
  loginLimits: { perUser: number; perAddress: number; windowMs: number };
  /** Pushes from teams' CI: the largest upload, and how long one may take to arrive. */
  deploy: { maxUploadBytes: number; uploadTimeoutMs: number };
}

/** The console's settings from the environment; a bad variable is named in the error. */
export function readConsoleConfig(env: NodeJS.ProcessEnv = process.env): ConsoleConfig {
  const value = readEnv(schema, env);
  return {
    port: value.CONSOLE_PORT,
    host: value.CONSOLE_HOST,
    trustProxy: value.CONSOLE_TRUST_PROXY,
    allowedHosts: value.CONSOLE_ALLOWED_HOSTS?.length ? value.CONSOLE_ALLOWED_HOSTS : defaultHosts(value.CONSOLE_HOST, value.CONSOLE_PORT),
    secureCookie: value.CONSOLE_SECURE_COOKIE,
    sessionIdleMs: minutes(value.CONSOLE_SESSION_IDLE_MINUTES),
    sessionMaxMs: minutes(60 * value.CONSOLE_SESSION_MAX_HOURS),
    loginLimits: { perUser: value.CONSOLE_LOGIN_USER_LIMIT, perAddress: value.CONSOLE_LOGIN_ADDRESS_LIMIT, windowMs: minutes(value.CONSOLE_LOGIN_WINDOW_MINUTES) },
    deploy: { maxUploadBytes: value.DEPLOY_MAX_UPLOAD_MB * 1024 * 1024, uploadTimeoutMs: value.DEPLOY_UPLOAD_TIMEOUT_SECONDS * 1000 },
  };
}

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** The listen address with its port; a loopback or wildcard address adds this machine's own names. */
function defaultHosts(host: string, port: number): string[] {
  const named = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const names = new Set([named.toLowerCase()]);
  if (['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'].includes(host)) for (const name of loopbackNames) names.add(name);
  names.delete('[::]');
  names.delete('0.0.0.0');
  return [...names].map((name) => `${name}:${port}`);
}

/**
 * Whether a request's host (`name:port`, or `name` on the default port) is one the console answers
 * for. A wildcard listener (0.0.0.0, ::) also answers for any address literal: no page can make a
 * browser send one by DNS.
 */
export function hostAllowed(config: Pick<ConsoleConfig, 'allowedHosts' | 'host'>, host: string | undefined): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0]!;
  if (config.allowedHosts.some((allowed) => allowed === value || allowed === name)) return true;
  return (config.host === '0.0.0.0' || config.host === '::') && (/^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('['));
}
