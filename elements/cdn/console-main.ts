/** The console's tree: the CDN build's chunk for `<irr-console>`, fetched on its first mount. */
export { ConsoleRoot as default } from '../console/console-root';
