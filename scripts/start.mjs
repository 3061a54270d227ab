// `npm start`: after the (cached) build, publish every built remote version into the remotes
// folder, make sure a registry exists, then serve the composed site.
import { publishRemotes } from './publish-remotes.mjs';

await publishRemotes();
await import('../shell/dist/server/server.js');
