/**
 * The mocha globals web-test-runner provides in the browser (the project has no @types/mocha;
 * this covers what the browser tests use).
 */
type MochaDone = (error?: unknown) => void;
type MochaTest = (this: MochaContext, done: MochaDone) => void | Promise<unknown>;
interface MochaContext {
  timeout(ms: number): void;
  slow(ms: number): void;
  /** In a hook: the test it runs around, and its failure once it failed. */
  currentTest?: { title: string; err?: unknown };
}
declare function describe(title: string, body: (this: MochaContext) => void): void;
declare function it(title: string, test: MochaTest): void;
declare function before(hook: MochaTest): void;
declare function after(hook: MochaTest): void;
declare function beforeEach(hook: MochaTest): void;
declare function afterEach(hook: MochaTest): void;
