import { css } from '../styles/css';

export const tabsStyles = css`
  .irr-tabs { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 12px; }
`;
