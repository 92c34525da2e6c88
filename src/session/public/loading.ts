/** The global loading overlay's state (see ./session.ts for the entries). */
export { LOADING_CLOSE_DEBOUNCE_MS } from '../loading';
export { useLoading } from '../use-loading';
