import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

export const noticeListStyles = css`
  .irr-notices { list-style: none; margin: 0 0 8px; padding: 0; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; }
  .irr-notices li { display: flex; align-items: center; gap: 8px; padding: 8px 16px; }
  .irr-notices li + li { border-top: 1px solid ${tokens.border}; }
  .irr-notice-title { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .irr-notices li[data-unread] .irr-notice-title { font-weight: 600; }
  .irr-notice-unread { padding: 0 6px; border-radius: ${tokens.radius}; background: ${tokens.danger}; color: #fff; font-size: 12px; }
  .irr-notice-time { color: ${tokens.textMuted}; font-variant-numeric: tabular-nums; }
  .irr-notices-all { color: ${tokens.primary}; }
`;
