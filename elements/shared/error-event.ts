/**
 * Detail of `irr-error`, which every element fires: an error message it showed (a failed call, a
 * failed user load, a failed forced entry).
 */
export interface IrrErrorDetail {
  message: string;
}
