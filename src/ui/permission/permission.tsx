import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

export interface PermissionProps {
  /** Permission strings; one of them must be held. Empty or not an array: an error is thrown. */
  anyOf: readonly string[];
  children?: ReactNode;
  /** Rendered instead of the children when no permission is held. @default null */
  fallback?: ReactNode;
}

/** Renders its children only for a user holding one of `anyOf` (spec section 6). */
export function Permission({ anyOf, children, fallback = null }: PermissionProps) {
  return <>{usePermission(anyOf) ? children : fallback}</>;
}
