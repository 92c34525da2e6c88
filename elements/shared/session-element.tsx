import { useEffect, type ComponentType } from 'react';
import { elementTexts } from '../../src/i18n/zh-CN/elements';
import { css } from '../../src/ui/styles/css';
import { hostReset } from '../../src/ui/styles/host-reset';
import { RootContext } from '../../src/ui/styles/root-context';
import { useStyles } from '../../src/ui/styles/use-styles';
import { tokens } from '../../src/ui/theme/tokens';
import { useElementSession, type ElementSessionProps, type ElementSessionState } from './use-element-session';

/** What r2wc passes every element view besides its attributes: the shadow root. */
export interface ElementViewProps {
  container?: HTMLElement | ShadowRoot;
}

export interface SessionElementOptions {
  /** Say so in the element while there is no session (a table), or show nothing until there is one (a bell). @default false */
  showSignedOut?: boolean;
  /** The host's display. @default 'inline-block' */
  display?: 'block' | 'inline-block';
}

const hostSheets = {
  block: css`:host { display: block; }`,
  'inline-block': css`:host { display: inline-block; }`,
};

const noteSheet = css`
  .irr-session-note { margin: 0; padding: 8px 12px; color: ${tokens.textMuted}; font: 14px/1.5 ${tokens.font}; }
  .irr-session-note[role="alert"] { color: ${tokens.danger}; }
`;

function SessionNote({ state, showSignedOut }: { state: Exclude<ElementSessionState, { status: 'ready' }>; showSignedOut: boolean }) {
  useStyles(noteSheet);
  if (state.status === 'failed')
    return (
      <p className="irr-session-note" role="alert" part="error">
        {state.message}
      </p>
    );
  if (state.status === 'signedOut' && state.message)
    return (
      <p className="irr-session-note" role="alert" part="error">
        {state.message}
      </p>
    );
  if (!showSignedOut) return null;
  const text = state.status === 'entering' ? elementTexts.entering : elementTexts.signedOut;
  return (
    <p className="irr-session-note" role="status" part="notice">
      {text}
    </p>
  );
}

/**
 * Wraps a standalone element's view (`<irr-well-table>`, `<irr-notice-bell>`) in the page's shared
 * session (see use-element-session.ts): `api-base` and `authorization-code` are handled here, the
 * view renders once the session is logged in and unmounts when it ends (a logout anywhere on the
 * page), and a failed forced entry shows its message in the element's part `error`. A lazily
 * loaded view starts loading at once, while the forced entry runs.
 */
export function sessionElement<P extends ElementViewProps>(
  View: ComponentType<P> & { preload?: () => Promise<unknown> },
  { showSignedOut = false, display = 'inline-block' }: SessionElementOptions = {},
): ComponentType<P & ElementSessionProps> {
  const HostStyles = () => {
    useStyles(hostReset, hostSheets[display]);
    return null;
  };
  return function SessionElement(props: P & ElementSessionProps) {
    const root = typeof ShadowRoot !== 'undefined' && props.container instanceof ShadowRoot ? props.container : null;
    const state = useElementSession(root ? (root.host as HTMLElement) : null, props);
    const entering = state.status === 'entering';
    useEffect(() => {
      if (entering) void View.preload?.();
    }, [entering]);
    return (
      <RootContext.Provider value={root ?? document}>
        <HostStyles />
        {state.status === 'ready' ? <View {...props} /> : <SessionNote state={state} showSignedOut={showSignedOut} />}
      </RootContext.Provider>
    );
  };
}
