import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

export const calendarStyles = css`
  .irr-calendar td button { display: inline-flex; flex-direction: column; align-items: center; min-width: 56px; min-height: 44px; }
  .irr-calendar-price { font-size: 11px; color: ${tokens.danger}; }
  .irr-calendar td[aria-selected='true'] .irr-calendar-price { color: #fff; }
  .irr-calendar td button[aria-disabled='true'] .irr-calendar-price { color: inherit; }
`;
