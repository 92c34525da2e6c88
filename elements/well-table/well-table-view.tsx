import { css } from '../../src/ui/styles/css';
import { RootContext } from '../../src/ui/styles/root-context';
import { useStyles } from '../../src/ui/styles/use-styles';
import { tokens } from '../../src/ui/theme/tokens';
import { wellTableTexts } from '../../src/i18n/zh-CN/well-table';

export interface WellTableProps {
  /** Only the wells of this place. @default undefined (all places) */
  placeId?: string;
  /** Only wells in this state. @default undefined (all states) */
  status?: string;
  /** Rows per page: 10, 20, 30, 40 or 50. @default 10 */
  pageSize?: number;
  container?: HTMLElement | ShadowRoot;
}

const tableSheet = css`
  :host { display: block; }
  .base { padding: 16px; border: 1px dashed ${tokens.border}; border-radius: ${tokens.radius}; color: ${tokens.textMuted}; font: 14px/1.5 ${tokens.font}; }
`;

function Placeholder() {
  useStyles(tableSheet);
  return <div className="base" part="base">{wellTableTexts.placeholder}</div>;
}

/** Placeholder until the wells screen lands: the table, its filters and `irr-well-select` come with it. */
export function WellTableView({ container }: WellTableProps) {
  const root = typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? container : null;
  return (
    <RootContext.Provider value={root ?? document}>
      <Placeholder />
    </RootContext.Provider>
  );
}
