import { useRef } from 'react';
import { createNonce } from '../../api/transport';

export interface IdempotencyKey {
  /** The key for this input: the one sent before when the input is the same, else a new one. */
  keyFor(input: unknown): string;
  /** The action succeeded: the next one, even with the same input, is another action and gets a new key. */
  done(): void;
}

/**
 * One Idempotency-Key per operator action on money: the same input sent again (after a timeout, or
 * an error that may have hidden a success) goes with the same key, so the server answers the first
 * answer and moves the money once; other input gets a new key.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const key = useRef({ input: '', value: '' });
  return {
    keyFor(input) {
      const text = JSON.stringify(input);
      if (key.current.input !== text) key.current = { input: text, value: createNonce() };
      return key.current.value;
    },
    done() {
      key.current = { input: '', value: '' };
    },
  };
}
