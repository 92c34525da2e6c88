import { useEffect, useState, type ComponentType } from 'react';
import { loadGroup, type GroupLoaders, type ScreenProps } from '../../router';

export type GroupScreenState =
  | { status: 'loading' }
  | { status: 'ready'; screen: ComponentType<ScreenProps> | null }
  | { status: 'failed'; error: Error; retry(): void };

/** The screen of `path` from its business group's lazily loaded chunk. */
export function useGroupScreen(group: string, path: string, loaders: GroupLoaders, timeoutMs?: number): GroupScreenState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GroupScreenState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadGroup(group, loaders, timeoutMs).then(
      (module) => live && setState({ status: 'ready', screen: module.screens[path] ?? null }),
      (error: Error) => live && setState({ status: 'failed', error, retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [group, path, loaders, timeoutMs, attempt]);
  return state;
}
