/** The console shell and its entry component. */
export { ConsoleApp, consoleHistory, type ConsoleAppProps } from './console-app';
export type { ShellProps } from './shell';
export type { PublicScreens, PublicScreenProps } from './public-screens';
export { groupLoaders } from './group-loaders';
export { SIDEBAR_WIDTH } from './sidebar-width';
