/** A form value counts as empty when it is missing or only whitespace. */
export function isBlank(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}
