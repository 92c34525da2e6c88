// Rollup plugin of the browser builds: `zod/mini` imported by src/api/contract resolves to an inert
// stand-in. The browser never runs the contract's schemas (the server validates every request; the
// client reads only method, path and mode of a call and the schemas' types), yet building them at
// module load pulled ~6 KB gzip of zod into the login path. Any attempt to parse with a contract
// schema in the browser throws, so a client-side use fails loudly rather than passing silently;
// browser code that validates imports `zod/mini` itself (outside the contract) and gets the real one.
//
// Why a stand-in and not tree-shaking (measured on the light login path, gzip): without it 32,038 B,
// with it 25,847 B. Marking zod's factories pure (treeshake.manualPureFunctions, or /*#__PURE__*/)
// changes nothing: the calls the client sends are live objects passed to callApi, so rollup keeps
// every property, schemas included (unused calls are dropped either way). Only splitting each call
// into metadata and schemas would let them go, at the price of "one object per call".
import * as zodMini from 'zod/mini';

const INERT_ID = '\0irr-inert-contract-zod';
const CONTRACT_DIR = /[\\/]src[\\/]api[\\/]contract[\\/]/;
const PARSERS = ['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'safeDecode', 'encode', 'safeEncode'];

const source = `
const message = 'irr-console: the contract schemas are not in the browser bundle (the server validates); validate in src/validation';
const parsers = new Set(${JSON.stringify(PARSERS)});
const fail = () => { throw new Error(message); };
const inert = new Proxy(function inert() {}, {
  get: (_target, key) => (parsers.has(key) ? fail : inert),
  apply: () => inert,
});
export { ${Object.keys(zodMini)
  .map((name) => `${PARSERS.includes(name) ? 'fail' : 'inert'} as ${name}`)
  .join(', ')} };
export default inert;
`;

export function inertContractZod() {
  return {
    name: 'irr-inert-contract-zod',
    resolveId(id, importer) {
      if ((id === 'zod/mini' || id === 'zod') && importer && CONTRACT_DIR.test(importer)) return INERT_ID;
      return null;
    },
    load(id) {
      return id === INERT_ID ? source : null;
    },
  };
}
