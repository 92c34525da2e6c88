/** The server's clock in tests: moved on purpose, never by sleeping. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createClock(start = Date.now()): TestClock {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
}
