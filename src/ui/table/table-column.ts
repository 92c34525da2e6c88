import type { ReactNode } from 'react';

/** One column of a table. */
export interface TableColumn<Row> {
  /** Stable key; also the row field shown when there is no `render`. */
  key: string;
  /** Header text. */
  title: string;
  /** Cell content. @default the row's `key` field as text */
  render?: (row: Row, index: number) => ReactNode;
  /**
   * Width in px, padding included; the column is at least this wide, wider where its content or
   * the room left over asks (an `ellipsis` column cuts its text instead). Fixed columns need it to
   * place the next one. @default undefined (auto; 120 for the offset of a fixed column)
   */
  width?: number;
  /**
   * Sticks to the left or right edge while the table scrolls sideways, at every width: the row's key
   * on the left, its buttons (操作) on the right. The edge casts a shadow only while columns are
   * hidden behind it. @default undefined
   */
  fixed?: 'left' | 'right';
  /** @default 'left' */
  align?: 'left' | 'center' | 'right';
  /**
   * One line cut to the column's `width` with an ellipsis, the whole text on hover (`title`): long
   * texts (names, addresses, remarks). The text is the cell's content read as print reads it
   * (strings, numbers, plain elements). @default false
   */
  ellipsis?: boolean;
  /** Shown only to a user holding one of these (spec section 6); an empty list is an error. @default undefined (always shown) */
  permissions?: readonly string[];
  /** Printed with the table (src/ui/print); false for a column of controls. @default true */
  print?: boolean;
}

/** Default width used for the offsets of fixed columns without a width. */
export const FIXED_COLUMN_WIDTH = 120;
