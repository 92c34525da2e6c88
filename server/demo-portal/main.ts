// The demo portal as a process (`npm start` runs it beside the reference server): see portal-server.ts.
import { fileURLToPath } from 'node:url';
import { loadPortalConfig } from './portal-config';
import { startDemoPortal } from './portal-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = loadPortalConfig();
const portal = await startDemoPortal({ ...config, root });
console.log(`demo portal (second origin): ${portal.origin}/embed.html  (codes for ${config.mobile} from ${config.referenceOrigin})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void portal.close().then(() => process.exit(0));
  });
}
