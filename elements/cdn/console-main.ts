/** The console's tree and renderer: the CDN build's chunk for `<irr-console>`, fetched on its first mount. */
export { ConsoleRoot } from '../console/console-root';
export { consoleRenderer } from '../console/console-renderer';
