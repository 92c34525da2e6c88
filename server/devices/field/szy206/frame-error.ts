import type { FieldDrop } from '../field-message';

/** Why a frame is refused, thrown by the readers and turned into a drop by the codec. */
export class FrameError extends Error {
  constructor(
    readonly drop: FieldDrop,
    message: string,
  ) {
    super(message);
  }
}

export const malformed = (detail: string) => new FrameError('malformed', detail);
