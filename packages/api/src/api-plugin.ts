import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import { createApiContext, type ApiContext, type ApiOptions } from './api-context.js';
import { registerEnquiryRoutes } from './enquiries/enquiry-routes.js';
import { registerRateLimits } from './http/rate-limit.js';
import { registerRequestGuards } from './http/request-guards.js';
import { apiHelmetOptions } from './http/security-headers.js';
import { registerUnroutedAnswers } from './http/unrouted.js';
import { registerNewsRoutes } from './news/news-routes.js';
import { registerSiteEventRoutes } from './site-events/site-events-routes.js';
import { registerSmsRoutes } from './sms/sms-routes.js';

export interface ApiPluginOptions extends ApiOptions {
  /** An existing context (shared with other code); otherwise the plugin creates and closes its own. */
  context?: ApiContext;
}

/**
 * The whole API as an encapsulated Fastify plugin. Routes carry their full
 * paths (`/api/website/...`, `/api/dev/sms-outbox`): register it without a
 * prefix. Its hooks, parsers and error handler stay inside it, and it
 * answers everything under `/api` itself (unknown paths and wrong methods
 * included), so a host's catch-all page route never serves API paths.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const { context: given, ...apiOptions } = options;
  const context = given ?? (await createApiContext(apiOptions, app.log));
  if (!given) app.addHook('onClose', async () => context.close());
  // Security headers for the API's answers (inside a host with its own helmet, these win here).
  await app.register(helmet, apiHelmetOptions());
  registerRequestGuards(app);
  // Before the routes: the limiter learns each route's limit as it is declared.
  await registerRateLimits(app, context);
  // Before the routes: it learns them to tell a wrong method from an unknown path.
  registerUnroutedAnswers(app);
  registerNewsRoutes(app, context);
  registerSmsRoutes(app, context);
  registerEnquiryRoutes(app, context);
  registerSiteEventRoutes(app, context);
};
