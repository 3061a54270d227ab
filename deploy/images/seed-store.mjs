// Run by the back office's image before it serves (deploy/kubernetes: an init container): the area
// versions this image was built with go into the store (each once; a version already there is never
// written again) and, on a site's very first start, a registry naming them. A registry that exists
// is left as the release managers made it: a new image never changes which versions are live.
import { siteLocations } from '@site/config/locations';
import { publishRemotes } from '../../scripts/publish-remotes.mjs';

const { remotesDir } = await publishRemotes(siteLocations(), { follow: false });
console.log(JSON.stringify({ level: 'info', msg: 'store seeded', remotesDir }));
