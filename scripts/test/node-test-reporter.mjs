// A node:test reporter for `npm test`'s summary: one JSON line per test that ended
// ({ file, name, ms, passed, error? }, suites left out: their tests are counted), read by scripts/test/summary.mjs.
// The name is the test's path through its suites ("suite › test"), as the spec reporter shows it;
// a failed test's error is kept (its start) so that the summary at the log's end says why.

/** node:test wraps what a test threw in an ERR_TEST_FAILURE whose cause is the thrown error. */
function errorText(error) {
  const thrown = error?.code === 'ERR_TEST_FAILURE' && error.cause ? error.cause : error;
  if (!thrown) return undefined;
  const text = thrown instanceof Error ? (thrown.stack ?? `${thrown.name}: ${thrown.message}`) : String(thrown);
  return text.slice(0, 4000);
}

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
    const passed = event.type === 'test:pass';
    const row = { file: data.file ?? null, name, ms: Math.round(data.details?.duration_ms ?? 0), passed };
    if (!passed) row.error = errorText(data.details?.error);
    yield `${JSON.stringify(row)}\n`;
  }
}
