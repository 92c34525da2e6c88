import { useEffect, useRef } from 'react';
import { joinLiveFeed, type LiveListener } from './live-feed';

/**
 * Listens to the page's live stream while the component is mounted (see joinLiveFeed); the
 * latest `listener` is called, so it may close over state without reconnecting.
 */
export function useLiveFeed(listener: LiveListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => joinLiveFeed((notice) => latest.current(notice)), []);
}
