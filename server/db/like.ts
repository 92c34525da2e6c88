/** A text matched literally inside LIKE: the caller's % and _ are not patterns. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE pattern: `text` anywhere, literally. */
export const contains = (text: string) => `%${likeEscape(text)}%`;
/** LIKE pattern: starting with `text`, literally. */
export const startsWith = (text: string) => `${likeEscape(text)}%`;
