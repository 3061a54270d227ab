import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.js';

/** Everything under this path belongs to the API and answers in the JSON envelope. */
export const apiRoot = '/api';

const catchAllUrls = new Set([apiRoot, `${apiRoot}/*`]);

interface KnownRoute {
  /** Path segments after the leading `/`; a segment starting with `:` is a parameter. */
  segments: string[];
  methods: Set<string>;
}

const longestEchoedPath = 200;

/** The request path without its query, cut short so a hostile URL cannot flood the answer. */
function describePath(url: string): string {
  const path = url.split('?', 1)[0]!;
  return path.length > longestEchoedPath ? `${path.slice(0, longestEchoedPath)}…` : path;
}

export function routeNotFound(method: string, url: string): ApiError {
  return new ApiError(404, 'REQ.NOT_FOUND', `No route for ${method} ${describePath(url)}`);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameter values when `segments` fit the route's pattern, otherwise undefined. */
function matchRoute(route: KnownRoute, segments: string[]): Map<string, string> | undefined {
  if (route.segments.length !== segments.length) return undefined;
  const params = new Map<string, string>();
  for (const [index, expected] of route.segments.entries()) {
    const actual = segments[index]!;
    if (expected.startsWith(':')) params.set(expected.slice(1), actual);
    else if (expected !== actual) return undefined;
  }
  return params;
}

/**
 * Why the router found no API route for this request: no such path (404), a
 * path that exists for other methods (405 with `Allow`), or a path that fits
 * a route but whose parameter the router refused as too long (400).
 */
function unroutedError(request: FastifyRequest, routes: KnownRoute[]): ApiError {
  const path = request.url.split('?', 1)[0]!;
  const segments = path.slice(1).split('/').map(decodeSegment);
  const matches = routes.flatMap((route) => {
    const params = matchRoute(route, segments);
    return params ? [{ route, params }] : [];
  });
  const allowed = new Set(matches.flatMap(({ route }) => [...route.methods]));
  if (allowed.has('GET')) allowed.add('HEAD');
  if (allowed.size === 0) return routeNotFound(request.method, request.url);

  if (!allowed.has(request.method)) {
    const allow = [...allowed].sort().join(', ');
    return new ApiError(
      405,
      'REQ.METHOD_NOT_ALLOWED',
      `Method ${request.method} is not allowed on ${describePath(request.url)}; use ${allow}`,
      { allow },
    );
  }

  // The router caps parameter length (Fastify's maxParamLength) and skips a
  // route whose parameter is longer, so the request lands here instead.
  const longest = matches
    .flatMap(({ params }) => [...params])
    .sort(([, a], [, b]) => b.length - a.length)[0];
  if (!longest || longest[1].length === 0) return routeNotFound(request.method, request.url);
  return new ApiError(400, 'REQ.INVALID', `${longest[0]}: is too long`);
}

/**
 * Keeps every request under `/api` inside the API: a catch-all route for all
 * methods answers unknown paths, wrong methods and refused parameters with the
 * envelope. A host app's `GET /*` page route is less specific than `/api/*`, so
 * it never sees these requests. Call before the API's routes are registered:
 * it learns them through the `onRoute` hook.
 */
export function registerUnroutedAnswers(app: FastifyInstance): void {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (catchAllUrls.has(route.url) || !route.url.startsWith(`${apiRoot}/`)) return;
    const segments = route.url.slice(1).split('/');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const known = routes.find((entry) => entry.segments.join('/') === segments.join('/'));
    if (known) methods.forEach((method) => known.methods.add(method));
    else routes.push({ segments, methods: new Set(methods) });
  });

  const reject = async (request: FastifyRequest): Promise<never> => {
    throw unroutedError(request, routes);
  };
  for (const url of catchAllUrls) {
    // Answered in onRequest, before any body is read or parsed: an unknown
    // path is a 404 whatever its body.
    app.route({ method: app.supportedMethods, url, onRequest: reject, handler: reject });
  }
  // Methods the router has no routes for at all skip the catch-all and reach
  // the not-found handler; scoped to /api so the host keeps its own.
  void app.register(
    async (scope) => {
      scope.setNotFoundHandler(reject);
    },
    { prefix: apiRoot },
  );
}
