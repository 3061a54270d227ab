// The images' HEALTHCHECK: `node deploy/images/healthcheck.mjs PORT` asks /healthz/live on the port
// that variable names (PORT for the site, CONSOLE_PORT for the back office); exit 0 when it answers 200.
const port = process.env[process.argv[2] ?? 'PORT'];
const response = await fetch(`http://127.0.0.1:${port}/healthz/live`, { signal: AbortSignal.timeout(2500) }).catch(() => undefined);
process.exit(response?.ok ? 0 : 1);
