import { css } from '../../../../ui/styles/css';
import { tokens } from '../../../../ui/theme/tokens';

/** The inspector's phone layout: cards, 执行巡检, every control a thumb's size (44 px, Apple's and WCAG's target). */
export const phoneStyles = css`
  .irr-phone-tasks, .irr-phone-finish { max-width: 100%; box-sizing: border-box; font-size: 15px; }
  .irr-phone-button {
    box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px;
    padding: 0 16px; font: inherit; color: ${tokens.text}; background: ${tokens.surface}; text-decoration: none; cursor: pointer;
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-phone-button[data-primary] { color: #fff; background: ${tokens.primary}; border-color: ${tokens.primary}; }
  .irr-phone-button:disabled { opacity: 0.6; cursor: not-allowed; }
  .irr-phone-muted { color: ${tokens.textMuted}; font-size: 13px; }
  .irr-phone-search { display: flex; gap: 8px; margin-bottom: 12px; }
  .irr-phone-search input {
    flex: 1; min-width: 0; min-height: 44px; box-sizing: border-box; padding: 0 12px; font: inherit;
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-task-cards { margin: 0; padding: 0; list-style: none; display: grid; gap: 12px; }
  .irr-task-card {
    min-width: 0; padding: 12px; background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: 8px;
  }
  .irr-task-card[data-overdue] { border-left: 4px solid ${tokens.danger}; }
  .irr-task-card-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 4px 8px; }
  .irr-task-card-head h3 { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
  .irr-task-card-tags { display: flex; flex-wrap: wrap; gap: 4px; }
  .irr-task-tag {
    padding: 0 6px; border: 1px solid ${tokens.border}; border-radius: 2px; font-size: 12px; line-height: 20px; white-space: nowrap;
  }
  .irr-task-tag[data-mine-tag] { color: ${tokens.primary}; border-color: ${tokens.primary}; }
  .irr-task-card .irr-overdue { margin-left: 0; line-height: 20px; }
  .irr-task-card-facts { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 2px 12px; margin: 8px 0; font-size: 14px; }
  .irr-task-card-facts dt { color: ${tokens.textMuted}; }
  .irr-task-card-facts dd { margin: 0; overflow-wrap: anywhere; }
  .irr-task-card-actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
  .irr-task-card-actions .irr-phone-button { flex: 1 1 120px; }
  .irr-phone-list-end { text-align: center; }
  .irr-phone-empty { padding: 32px 0; color: ${tokens.textMuted}; }
  .irr-phone-more { width: 100%; }
  .irr-phone-finish h2 { margin: 12px 0 4px; font-size: 18px; overflow-wrap: anywhere; }
  .irr-phone-back { margin-bottom: 4px; }
  .irr-phone-map { width: 100%; margin: 8px 0; }
  .irr-phone-form { display: grid; gap: 16px; }
  .irr-phone-field { display: grid; gap: 6px; min-width: 0; margin: 0; padding: 0; border: 0; }
  .irr-phone-field legend, .irr-phone-field > label { padding: 0; font-weight: 600; }
  .irr-phone-field select, .irr-phone-field textarea {
    box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font: inherit;
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; background: ${tokens.surface};
  }
  .irr-phone-choices { display: flex; gap: 8px; }
  .irr-phone-choices label {
    flex: 1; display: flex; align-items: center; justify-content: center; gap: 6px; min-height: 44px; padding: 0 8px;
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius}; cursor: pointer;
  }
  .irr-phone-choices label[data-checked] { color: ${tokens.primary}; border-color: ${tokens.primary}; background: ${tokens.primarySoft}; }
  .irr-phone-thumbs { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
  .irr-phone-thumbs:empty { display: none; }
  .irr-phone-thumbs li { position: relative; aspect-ratio: 1; border-radius: ${tokens.radius}; overflow: hidden; background: ${tokens.bg}; }
  .irr-phone-thumbs img { width: 100%; height: 100%; object-fit: cover; display: block; }
  .irr-phone-thumbs progress { position: absolute; left: 4px; right: 4px; bottom: 4px; width: calc(100% - 8px); }
  .irr-phone-thumb-tag { position: absolute; left: 4px; bottom: 4px; padding: 0 4px; font-size: 12px; color: #fff; background: ${tokens.success}; }
  .irr-phone-thumb-tag[data-failed] { background: ${tokens.danger}; }
  .irr-phone-thumb-remove {
    position: absolute; top: 0; right: 0; width: 44px; height: 44px; padding: 0; font-size: 22px; color: #fff;
    background: rgba(0, 0, 0, 0.55); border: 0; border-radius: 0 0 0 8px; cursor: pointer;
  }
  .irr-phone-camera {
    position: relative; display: flex; align-items: center; justify-content: center; min-height: 44px; color: ${tokens.primary};
    border: 1px dashed ${tokens.primary}; border-radius: ${tokens.radius}; cursor: pointer;
  }
  .irr-phone-camera:focus-within { outline: 2px solid ${tokens.primary}; outline-offset: 2px; }
  .irr-phone-camera[data-disabled] { opacity: 0.6; cursor: not-allowed; }
  .irr-phone-visually-hidden {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); border: 0;
  }
  .irr-phone-status { display: grid; gap: 4px; min-height: 20px; font-size: 14px; }
  .irr-phone-progress { width: 100%; height: 12px; }
  .irr-phone-form > .irr-phone-button[type='submit'] { width: 100%; }
`;
