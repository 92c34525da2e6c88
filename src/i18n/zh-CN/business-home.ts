/** Texts shared by the home pages of the business lines (the figure cards and their frame). */
export const businessHomeTexts = {
  refresh: '刷新',
  /** A rate without a base (no equipment). */
  noRate: '—',
  /** A card's link, read after its figure. */
  goTo: (page: string) => `，前往${page}`,
} as const;
