/** All three elements: importing this module defines `<irr-console>`, `<irr-well-table>` and `<irr-notice-bell>`. */
export * from './console';
export * from './well-table';
export * from './notice-bell';
export { defineElement } from './define-element';
