/** `<irr-console>`: importing this module defines the tag (once per page). */
import { defineElement } from '../define-element';
import { IrrConsoleElement } from './console.element';

export { IrrConsoleElement };
export type { ConsoleProps } from './console-props';
export type { IrrConsoleEventMap, IrrLoginDetail, IrrLogoutDetail, IrrNavigateDetail, IrrErrorDetail } from './console-events';

defineElement('irr-console', IrrConsoleElement);
