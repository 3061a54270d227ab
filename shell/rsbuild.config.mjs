import { defineFederatedApp } from '@site/build-config/rsbuild';
import frame from './src/app/frame-slots.json' with { type: 'json' };

/** The slots of the shell's frame that areas fill (recorded in provides.json for the release tool). */
const slots = ['header', ...frame.header.flyouts.map((flyout) => flyout.slot), ...frame.footer.map((column) => column.slot)];

export default defineFederatedApp({ root: import.meta.dirname, name: 'site_shell', kind: 'shell', port: 3000, slots });
