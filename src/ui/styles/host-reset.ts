import { tokens } from '../theme/tokens';
import { css } from './css';

/**
 * The element's own text settings on its host, so nothing of the page's inherits into the shadow
 * root (portalled dialogs and popovers included). Important because the page's rules reach the host
 * element itself (`* { letter-spacing: 3px !important }`): a plain `:host` loses to any page rule,
 * while for important declarations the shadow root's wins. Custom properties are not touched, so
 * `--irr-*` set by the page still reach in (the theme's way in); layout properties stay the page's.
 */
export const hostReset = css`:host{font:14px/1.5 ${tokens.font}!important;color:${tokens.text}!important;letter-spacing:normal!important;word-spacing:normal!important;text-transform:none!important;text-indent:0!important;text-align:start!important;white-space:normal!important;text-shadow:none!important;word-break:normal!important;overflow-wrap:normal!important}`;
