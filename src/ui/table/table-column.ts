import type { ReactNode } from 'react';

/** One column of a table. */
export interface TableColumn<Row> {
  /** Stable key; also the row field shown when there is no `render`. */
  key: string;
  /** Header text. */
  title: string;
  /** Cell content. @default the row's `key` field as text */
  render?: (row: Row, index: number) => ReactNode;
  /** Width in px (fixed columns need it to place the next one). @default undefined (auto; 120 for the offset of a fixed column) */
  width?: number;
  /** Sticks to the left or right edge while the table scrolls sideways (only at 2000 px and wider). @default undefined */
  fixed?: 'left' | 'right';
  /** @default 'left' */
  align?: 'left' | 'center' | 'right';
  /** Shown only to a user holding one of these (spec section 6); an empty list is an error. @default undefined (always shown) */
  permissions?: readonly string[];
  /** Printed with the table (src/ui/print); false for a column of controls. @default true */
  print?: boolean;
}

/** Default width used for the offsets of fixed columns without a width. */
export const FIXED_COLUMN_WIDTH = 120;
