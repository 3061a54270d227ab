import { readConfig } from './config.js';
import { buildShellApp } from './app.js';

const config = readConfig();
const app = await buildShellApp(config);
await app.listen({ port: config.PORT, host: config.HOST });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
