import { useRef, useState } from 'react';
import { failureText } from '../../api/transport';
import { useIdempotencyKey } from './use-idempotency-key';

export interface SubmitOptions<I, R> {
  /** The call succeeded: close the dialog, reload, say so. @default undefined */
  onDone?: (result: R, input: I) => void;
  /** The call failed, after `failure` took its text (a dialog stays open). @default undefined */
  onFail?: (error: unknown) => void;
  /** The text `failure` holds for an error. @default failureText */
  describe?: (error: unknown) => string;
}

export interface Submit<I> {
  /** A call is on its way: its confirm button is disabled. */
  busy: boolean;
  /** What the last attempt's failure says; null before any, while the next one runs and after a success. */
  failure: string | null;
  /** Sends `input` unless a call is on its way already (a double click sends once). Never rejects. */
  run: (input: I) => Promise<void>;
  /** Forgets the failure shown (the form was reset, or the dialog closed while it stays mounted). */
  clearFailure: () => void;
}

/**
 * The one way a form or a dialog sends what was typed: busy while its call runs, one call at a time,
 * the failure kept for the form to show, `onDone` on success (a dialog closes there).
 *
 * A failure needs no toast here: the transport already showed the server's message (a call sent
 * with hideError shows it in place, from `failure` or `onFail`).
 *
 * A call that moves money sends the submission's Idempotency-Key (`idempotencyKey()`): the same
 * input sent again (after a timeout, or an error that may have hidden a success) goes with the same
 * key, so the server answers the first answer and moves the money once; a success ends the key.
 */
export function useSubmit<I = void, R = unknown>(
  call: (input: I, idempotencyKey: () => string) => Promise<R>,
  options: SubmitOptions<I, R> = {},
): Submit<I> {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const idempotency = useIdempotencyKey();
  const latest = useRef({ call, options });
  latest.current = { call, options };
  const run = async (input: I) => {
    // a ref, not `busy`: a second click may come before the render that disables the button
    if (running.current) return;
    running.current = true;
    const {
      call: send,
      options: { onDone, onFail, describe = failureText },
    } = latest.current;
    setBusy(true);
    setFailure(null);
    try {
      const result = await send(input, () => idempotency.keyFor(input));
      idempotency.done();
      onDone?.(result, input);
    } catch (error) {
      setFailure(describe(error));
      onFail?.(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, failure, run, clearFailure: () => setFailure(null) };
}
