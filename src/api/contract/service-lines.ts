/**
 * A merchant's business lines (spec section 2: each line's scripts load when its module is first
 * entered, after a service-line config call). A line's key is the key of its menu group, the first
 * segment of its pages' paths and of its permission strings: a merchant without a line gets none of
 * its menus, holds none of its permissions (not even with `*:*:*`) and never loads its screens.
 */
export const SERVICE_LINES = ['agriculturalWell', 'fertigation'] as const;
export type ServiceLine = (typeof SERVICE_LINES)[number];

export function isServiceLine(key: string): key is ServiceLine {
  return (SERVICE_LINES as readonly string[]).includes(key);
}

/**
 * Whether a merchant with `lines` has what `key` belongs to: a menu group (`fertigation`), a route
 * path (`/fertigation/place`) or a permission string (`fertigation:place:add`). What belongs to no
 * line (system, the gallery, `*:*:*`) every merchant has; the big screen belongs to the wells' line.
 */
export function lineAllows(lines: readonly string[], key: string): boolean {
  const head = key.replace(/^\//, '').split(/[/:]/, 1)[0] ?? '';
  const line = SHOWS_LINE[head] ?? head;
  return !isServiceLine(line) || lines.includes(line);
}

/** Groups that show one line's data: the big screen is the wells' control room, so a merchant without wells has none. */
const SHOWS_LINE: Readonly<Record<string, ServiceLine>> = { bigScreen: 'agriculturalWell' };

/** The business lines a merchant with `lines` does not run. */
export function linesLacking(lines: readonly string[]): ServiceLine[] {
  return SERVICE_LINES.filter((line) => !lines.includes(line));
}

/** The menu groups a merchant with `lines` does not get: its lacking lines' groups and the groups showing them (the big screen without wells). */
export function groupsLacking(lines: readonly string[]): string[] {
  const lacking: string[] = linesLacking(lines);
  return [...lacking, ...Object.keys(SHOWS_LINE).filter((group) => lacking.includes(SHOWS_LINE[group]!))];
}
