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
  .irr-attention { list-style: none; margin: 0 0 8px; padding: 0; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; }
  .irr-attention li { display: flex; align-items: center; gap: 12px; padding: 8px 16px; }
  .irr-attention li + li { border-top: 1px solid ${tokens.border}; }
  .irr-attention-well { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  a.irr-attention-well { color: ${tokens.primary}; }
  .irr-attention-place { flex: 1; min-width: 0; color: ${tokens.textMuted}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .irr-attention-reasons { display: flex; gap: 6px; }
  .irr-attention-reason { padding: 0 6px; border: 1px solid ${tokens.danger}; border-radius: ${tokens.radius}; color: ${tokens.text}; font-size: 12px; white-space: nowrap; }
`;
