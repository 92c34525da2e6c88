// A node:test reporter for `npm test`'s summary: one JSON line per test that ended
// ({ file, name, ms, passed }, suites left out: their tests are counted), read by scripts/test/summary.mjs.
// The name is the test's path through its suites ("suite › test"), as the spec reporter shows it.

export default async function* jsonLines(source) {
  const path = [];
  for await (const event of source) {
    if (event.type === 'test:start') {
      path[event.data.nesting] = event.data.name;
      continue;
    }
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.details?.type === 'suite') continue;
    const name = [...path.slice(0, data.nesting), data.name].join(' › ');
    yield `${JSON.stringify({ file: data.file ?? null, name, ms: Math.round(data.details?.duration_ms ?? 0), passed: event.type === 'test:pass' })}\n`;
  }
}
