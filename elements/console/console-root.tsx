import { useEffect, useState } from 'react';
import { ConsoleApp } from '../../src/screens/shell';
import { publicScreens } from '../../src/screens/public';
import { configureSession } from '../../src/session/public/session';
import { RootContext } from '../../src/ui/styles/root-context';
import { sessionConfigOf } from '../shared/use-element-session';
import { emit } from './console-events';
import { routeModeOf, type ConsoleProps } from './console-props';
import { useConsoleEvents } from './use-console-events';
import { useLateAuthorizationCode } from './use-late-authorization-code';

/**
 * What `<irr-console>` renders into its shadow root: the shared session configured from the
 * attributes, the root for adopted styles, and the console (router, shell) with the public screens.
 */
export function ConsoleRoot({ apiBase, signSecret, routeMode, basePath, authorizationCode, theme, container, history }: ConsoleProps) {
  const root = typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? container : null;
  const host = root ? (root.host as HTMLElement) : null;
  // Configured before the router's first guard sends anything, and again when `api-base` or `sign-secret` changes.
  useState(() => configureSession({ ...sessionConfigOf(apiBase, signSecret), apiBase: apiBase || '/cpi' }));
  useEffect(() => configureSession({ ...sessionConfigOf(apiBase, signSecret), apiBase: apiBase || '/cpi' }), [apiBase, signSecret]);
  useConsoleEvents(host);
  useLateAuthorizationCode(authorizationCode);
  return (
    <RootContext.Provider value={root ?? document}>
      <ConsoleApp
        routeMode={routeModeOf(routeMode)}
        basePath={basePath}
        history={history}
        authorizationCode={authorizationCode || null}
        theme={theme}
        publicScreens={publicScreens}
        onNavigate={({ location }) => {
          if (host) emit(host, 'irr-navigate', { path: location.path, fullPath: location.fullPath });
        }}
      />
    </RootContext.Provider>
  );
}
