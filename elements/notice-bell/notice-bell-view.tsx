import { useSession } from '../../src/session';
import { css } from '../../src/ui/styles/css';
import { RootContext } from '../../src/ui/styles/root-context';
import { useStyles } from '../../src/ui/styles/use-styles';
import { tokens } from '../../src/ui/theme/tokens';
import { noticeBellTexts } from '../../src/i18n/zh-CN/notice-bell';

export interface NoticeBellProps {
  /** Seconds between unread-count polls. @default 60 */
  pollInterval?: number;
  container?: HTMLElement | ShadowRoot;
}

export interface IrrNoticeOpenDetail {
  /** Unread notices when the bell was opened. */
  unread: number;
}

const bellSheet = css`
  :host { display: inline-block; }
  .bell {
    position: relative; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
    border: 0; border-radius: ${tokens.radius}; background: none; color: ${tokens.text}; cursor: pointer;
  }
  .bell:hover { background: ${tokens.primarySoft}; }
  .bell svg { width: 20px; height: 20px; fill: none; stroke: currentColor; stroke-width: 2; }
  .badge {
    position: absolute; top: 0; right: 0; min-width: 16px; height: 16px; padding: 0 4px; box-sizing: border-box;
    border-radius: 8px; background: ${tokens.danger}; color: #fff; font: 11px/16px ${tokens.font}; text-align: center;
  }
`;

function Bell({ host }: { host: HTMLElement | null }) {
  useStyles(bellSheet);
  const unread = useSession((s) => s.unreadNoticeCount);
  const open = () => host?.dispatchEvent(new CustomEvent<IrrNoticeOpenDetail>('irr-notice-open', { detail: { unread }, bubbles: true, composed: true }));
  return (
    <button type="button" className="bell" part="base" aria-label={noticeBellTexts.label(unread)} onClick={open}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10 21a2 2 0 0 0 4 0" /></svg>
      {unread > 0 && <span className="badge" part="badge">{unread > 99 ? '99+' : unread}</span>}
    </button>
  );
}

/** The unread count of the page's shared session; polling and the notice panel come with the notices issue. */
export function NoticeBellView({ container }: NoticeBellProps) {
  const root = typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? container : null;
  return (
    <RootContext.Provider value={root ?? document}>
      <Bell host={root ? (root.host as HTMLElement) : null} />
    </RootContext.Provider>
  );
}
