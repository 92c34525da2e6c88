// Rollup plugin of the browser builds, after TypeScript: the contract (src/api/contract) without
// what the browser never runs. The client reads a call's method, path and mode; its request and
// response schemas are for the server (and, inert in the browser, for types). So in each contract
// module:
//   - the `request` and `response` of every `defineCall({...})` are left out;
//   - every top-level initializer that calls something (a schema built with the inert zod stand-in,
//     see build-inert-contract-zod.mjs) is wrapped in a pure-annotated arrow call, so that rollup
//     drops it when nothing the browser runs reads it. Rollup cannot tell by itself that calls on
//     the stand-in (a Proxy) are pure, and a chain such as z.string().check(...) takes more than
//     one annotation.
// What stays: call metadata, permission strings, enumerations, constants the screens import.
const CONTRACT_FILE = /[\\/]src[\\/]api[\\/]contract[\\/].*\.ts$/;
const SCHEMA_KEYS = new Set(['request', 'response']);

/** Whether `node` calls something outside a nested function (calls inside one are not run by the initializer). */
function callsSomething(node) {
  if (!node || typeof node.type !== 'string') return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression') return true;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  return Object.values(node).some((value) =>
    Array.isArray(value) ? value.some(callsSomething) : value && typeof value === 'object' && callsSomething(value),
  );
}

function forEachNode(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => forEachNode(child, visit));
    else if (value && typeof value === 'object') forEachNode(value, visit);
  }
}

export function trimContractSchemas() {
  return {
    name: 'irr-trim-contract-schemas',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id)) return null;
      const program = this.parse(code);
      const edits = []; // [start, end, text]
      forEachNode(program, (node) => {
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'defineCall') return;
        const def = node.arguments[0];
        if (def?.type !== 'ObjectExpression') return;
        const all = def.properties;
        const schema = all.map(
          (prop) => prop.type === 'Property' && !prop.computed && prop.key.type === 'Identifier' && SCHEMA_KEYS.has(prop.key.name),
        );
        all.forEach((prop, i) => {
          if (!schema[i]) return;
          // The property and its comma: up to the next property; the last one with a trailing comma,
          // and with the comma before it unless the property before is left out too.
          if (i < all.length - 1) return edits.push([prop.start, all[i + 1].start, '']);
          const trailing = /^\s*,/.exec(code.slice(prop.end))?.[0].length ?? 0;
          edits.push([i > 0 && !schema[i - 1] ? all[i - 1].end : prop.start, prop.end + trailing, '']);
        });
      });
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          // A bare defineCall(...) needs no annotation: rollup sees that defineCall only returns its argument.
          if (
            !callsSomething(init) ||
            (init.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'defineCall')
          )
            continue;
          edits.push([init.start, init.start, '/*#__PURE__*/(() => ('], [init.end, init.end, '))()']);
        }
      }
      if (!edits.length) return null;
      // Right to left, so that earlier offsets stay valid; at one offset, the closing text first.
      edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
      let out = code;
      for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
