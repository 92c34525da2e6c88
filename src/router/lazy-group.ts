import type { ComponentType } from 'react';
import { lineAllows } from '../api/contract/service-lines';
import { transportMessages } from '../i18n/zh-CN/errors';
import { getSession } from '../session/public/session';

/** Props every business screen receives from the shell. */
export interface ScreenProps {
  /** The route path of this page (its tab). */
  path: string;
  /** The query of this page's tab. */
  query: Readonly<Record<string, string>>;
  /** Menu name of the page. */
  title: string;
  /** False while the page is kept alive behind another tab. */
  active: boolean;
}

/** What a business group module (`src/screens/<group>/index.ts`) exports: route path -> screen. */
export interface GroupModule {
  screens: Readonly<Record<string, ComponentType<ScreenProps>>>;
}

/** One dynamic `import()` per business group, so each group is its own chunk. */
export type GroupLoaders = Readonly<Record<string, () => Promise<GroupModule>>>;

/** Spec sections 8 and 9: chunk loading times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120000;

export class ChunkLoadError extends Error {
  constructor(
    readonly group: string,
    cause?: unknown,
  ) {
    super(transportMessages.chunkLoadTimeout, { cause });
    this.name = 'ChunkLoadError';
  }
}

const loaded = new WeakMap<() => Promise<GroupModule>, Promise<GroupModule>>();

/**
 * Loads a group's module once (a failed load may be retried), failing with a ChunkLoadError after
 * `timeoutMs` or when the import itself fails. The group of a business line the session's merchant
 * does not run (or before its lines are known) is never fetched: the route table leaves it out, and
 * this refuses it too (spec section 2: a line's scripts load after the service-line call).
 */
export function loadGroup(group: string, loaders: GroupLoaders, timeoutMs = CHUNK_TIMEOUT_MS): Promise<GroupModule> {
  const loader = loaders[group];
  if (!loader || !lineAllows(getSession().serviceLines ?? [], group)) return Promise.reject(new ChunkLoadError(group));
  const cached = loaded.get(loader);
  if (cached) return cached;
  const attempt = new Promise<GroupModule>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(group)), timeoutMs);
    loader().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(group, error));
      },
    );
  });
  loaded.set(loader, attempt);
  attempt.catch(() => loaded.delete(loader));
  return attempt;
}
