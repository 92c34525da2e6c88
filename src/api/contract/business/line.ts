/**
 * A business line whose records, faults and places share one set of calls: the same request and
 * row shapes under the line's path prefix, guarded by the line's own permission strings.
 */
export type BusinessPrefix = 'fertigation' | 'irrigationWell';

export interface RecordPermissions {
  readonly view: string;
  readonly cancel: string;
}
export interface FeedbackPermissions {
  readonly view: string;
  readonly process: string;
}
export interface PlacePermissions {
  readonly view: string;
  readonly add: string;
  readonly edit: string;
}
