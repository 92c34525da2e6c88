/** One card of a home page: its label, its shown value and, for some, the screen it opens. */
export interface Figure {
  key: string;
  label: string;
  value: string;
  /** Route of the screen behind the figure, shown as a link to holders of `permission`. */
  to?: string;
  permission?: string;
  /** Name of that screen, read after the figure (…，前往故障反馈). */
  page?: string;
  /** Asks for attention when the value is not zero. */
  alert?: boolean;
}
