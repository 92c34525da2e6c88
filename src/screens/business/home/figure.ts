/** One card of a home page: its label, its shown value and, for some, the screen it opens. */
export interface Figure {
  key: string;
  label: string;
  value: string;
  /** The whole figure when `value` is shortened (123.46万), shown on hover. @default undefined */
  exact?: string;
  /** Route of the screen behind the figure, shown as a link to holders of `permission`. */
  to?: string;
  permission?: string;
  /** Name of that screen, read after the figure (…，前往故障反馈). */
  page?: string;
  /** Asks for attention when the value is not zero. */
  alert?: boolean;
  /** The value against earlier ones (较昨日同期 …), shown under it. @default [] */
  changes?: readonly FigureChange[];
}

/** A figure against an earlier value: `ratio` is (now − then) / then; null when then was 0 and now is not. */
export interface FigureChange {
  label: string;
  ratio: number | null;
}

/** The change from `then` to `now` as a FigureChange's ratio (0 when both are 0). */
export const changeRatio = (now: number, then: number): number | null => (then === 0 ? (now === 0 ? 0 : null) : (now - then) / then);
