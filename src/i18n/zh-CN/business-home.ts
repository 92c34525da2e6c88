/** Texts shared by the home pages of the business lines (the figure cards and their frame). */
export const businessHomeTexts = {
  refresh: '刷新',
  /** A rate without a base (no equipment). */
  noRate: '—',
  /** A card's link, read after its figure. */
  goTo: (page: string) => `，前往${page}`,
  /** A figure in ten thousands (123.46万). */
  wan: (n: string) => `${n}万`,
  /** A change against a value of 0 (no ratio). */
  noBase: '—',
  /** A change as read aloud: 较昨日同期增加 12.5%. */
  changeSpoken: (label: string, up: boolean | null, percent: string) =>
    up === null ? `${label}持平` : `${label}${up ? '增加' : '减少'} ${percent}`,
} as const;
