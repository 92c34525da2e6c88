import { css } from '../../../ui/styles/css';

/** The recovery card is wider than the login's: the flow's fields have labels beside them. */
export const findPasswordStyles = css`
  .find-password-card { max-width: 600px; padding-top: 24px; }
  .find-password-card .pw-flow { max-width: none; }
  .find-password-card .irr-button[data-primary] { display: inline-block; text-decoration: none; }
`;
