/** What is printed: a table with its title (a table page's current page, a report's table). */
export interface PrintDocument {
  /** Heading of the printout, also the print job's name. */
  title: string;
  /** A line under the title, e.g. the time range of the rows. @default undefined */
  note?: string;
  /** Column titles. */
  headers: readonly string[];
  /** Cell texts, a row per array, in the order of `headers`. */
  rows: readonly (readonly string[])[];
  /** Landscape paper (wide tables). @default false */
  landscape?: boolean;
}

/**
 * The stylesheet of the printout, for the browser's print and C-Lodop alike: plain black on white,
 * the header row repeated on every page, no row cut across two pages.
 */
export function printCss(landscape = false): string {
  return `@page{size:A4 ${landscape ? 'landscape' : 'portrait'};margin:12mm}
@media print{html,body{background:#fff}}
body{margin:0;color:#000;font:12px/1.5 "PingFang SC","Microsoft YaHei",sans-serif}
.irr-print h1{margin:0 0 4px;font-size:16px;text-align:center}
.irr-print p{margin:0 0 8px;text-align:center}
.irr-print table{width:100%;border-collapse:collapse}
.irr-print th,.irr-print td{border:1px solid #000;padding:3px 5px;text-align:left;word-break:break-all}
.irr-print th{background:#f0f0f0}
.irr-print thead{display:table-header-group}
.irr-print tr{break-inside:avoid}`;
}

/**
 * The printout as DOM of `owner` (texts set as text, never parsed as markup): a section holding
 * the title, the note and the table.
 */
export function printElement(doc: PrintDocument, owner: Document = document): HTMLElement {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = owner.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const section = el('section');
  section.className = 'irr-print';
  section.append(el('h1', doc.title));
  if (doc.note) section.append(el('p', doc.note));
  const table = el('table');
  const head = el('tr');
  head.append(...doc.headers.map((h) => el('th', h)));
  table.append(el('thead'), el('tbody'));
  table.tHead!.append(head);
  table.tBodies[0]!.append(
    ...doc.rows.map((cells) => {
      const tr = el('tr');
      tr.append(...cells.map((c) => el('td', c)));
      return tr;
    }),
  );
  section.append(table);
  return section;
}
