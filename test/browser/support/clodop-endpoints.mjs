/**
 * Koa middleware of the print tests: stand-ins for the C-Lodop service's script under /test-clodop/,
 * and how often each was asked (GET /test-clodop/hits).
 * - present/CLodopfuncs.js: defines getCLodop() as C-Lodop's script does; its LODOP object records
 *   every call in window.__clodopCalls, and its socket opens a moment after the script ran;
 * - not-clodop/CLodopfuncs.js: a script that defines nothing (another program on the port);
 * - hang/CLodopfuncs.js: never answers (a port that swallows the request);
 * - anything else: 404 (nothing on the port).
 */
const PREFIX = '/test-clodop/';
const hits = new Map();

const STAND_IN = `(function () {
  var calls = (window.__clodopCalls = window.__clodopCalls || []);
  var CLODOP = { VERSION: '6.6.2.7', CVERSION: '4.2.1.6', webskt: { readyState: 0 } };
  ['PRINT_INIT', 'SET_PRINT_PAGESIZE', 'ADD_PRINT_HTM', 'ADD_PRINT_TABLE', 'ADD_PRINT_TEXT', 'PREVIEW', 'PRINT'].forEach(function (name) {
    CLODOP[name] = function () {
      calls.push({ name: name, args: Array.prototype.slice.call(arguments), socket: CLODOP.webskt.readyState });
      return true;
    };
  });
  setTimeout(function () { CLODOP.webskt.readyState = 1; }, 30);
  window.CLODOP = CLODOP;
  window.getCLodop = function () { return CLODOP; };
})();
`;

export async function clodopEndpoints(ctx, next) {
  if (!ctx.path.startsWith(PREFIX)) return next();
  const name = ctx.path.slice(PREFIX.length);
  if (name === 'hits') {
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(Object.fromEntries(hits));
    return undefined;
  }
  hits.set(name, (hits.get(name) ?? 0) + 1);
  ctx.set('Cache-Control', 'no-store');
  if (name === 'present/CLodopfuncs.js' || name === 'not-clodop/CLodopfuncs.js') {
    ctx.type = 'text/javascript';
    ctx.body = name.startsWith('present/') ? STAND_IN : '/* not C-Lodop */\n';
    return undefined;
  }
  if (name === 'hang/CLodopfuncs.js') {
    // answers only once the browser gave up (or after 20 s, so the server can always close)
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 20000);
      ctx.req.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    ctx.status = 504;
    return undefined;
  }
  ctx.status = 404;
  return undefined;
}
