import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

export const homeStyles = css`
  .irr-home { display: flex; flex-direction: column; gap: 16px; padding: 4px; font: 14px/1.5 ${tokens.font}; color: ${tokens.text}; }
  .irr-home-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
  .irr-home h1 { margin: 0; font-size: 18px; font-weight: 600; }
  .irr-home h2 { margin: 0 0 8px; font-size: 15px; font-weight: 600; }
  .irr-home-state { margin: 0; padding: 16px; background: ${tokens.surface}; border-radius: ${tokens.radius}; color: ${tokens.textMuted}; }
  .irr-home-state[role='alert'] { color: ${tokens.danger}; }
  .irr-figures {
    list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  }
  .irr-figure { display: flex; flex-direction: column; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; }
  .irr-figure > a, .irr-figure > div {
    flex: 1 0 auto; display: flex; flex-direction: column; gap: 4px; box-sizing: border-box; padding: 12px 16px;
    color: inherit; text-decoration: none; border-radius: ${tokens.radius};
  }
  .irr-figure > a:has(+ .irr-figure-changes), .irr-figure > div:has(+ .irr-figure-changes) { flex-grow: 0; padding-bottom: 4px; }
  .irr-figure > a:hover { background: ${tokens.primarySoft}; }
  .irr-figure > a:focus-visible { outline: 2px solid ${tokens.primary}; outline-offset: 2px; }
  .irr-figure-label { color: ${tokens.textMuted}; }
  .irr-figure-value { font-size: 24px; font-weight: 600; font-variant-numeric: tabular-nums; }
  .irr-figure > a .irr-figure-value { color: ${tokens.primary}; }
  .irr-figure[data-alert] .irr-figure-value { color: ${tokens.danger}; }
  .irr-figure-value { white-space: nowrap; }
  .irr-figure-changes { display: flex; flex-direction: column; padding: 0 16px 12px; font-size: 12px; color: ${tokens.textMuted}; }
  .irr-figure-change-value { font-variant-numeric: tabular-nums; color: ${tokens.text}; }
  .irr-attention { list-style: none; margin: 0 0 8px; padding: 0; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; }
  .irr-attention li { display: flex; align-items: center; gap: 12px; padding: 8px 16px; }
  .irr-attention li + li { border-top: 1px solid ${tokens.border}; }
  .irr-attention-well { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  a.irr-attention-well { color: ${tokens.primary}; }
  .irr-attention-place { flex: 1; min-width: 0; color: ${tokens.textMuted}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .irr-attention-reasons { display: flex; gap: 6px; }
  .irr-attention-reason { padding: 0 6px; border: 1px solid ${tokens.danger}; border-radius: ${tokens.radius}; color: ${tokens.text}; font-size: 12px; white-space: nowrap; }
  .irr-all-link { color: ${tokens.primary}; }
  .irr-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
