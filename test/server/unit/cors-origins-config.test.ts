import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig, parseCorsOrigins } from '../../../server/config';

describe('IRR_CORS_ORIGINS', () => {
  test('exact origins are accepted, trimmed, empty entries dropped', () => {
    assert.deepEqual(parseCorsOrigins(''), []);
    assert.deepEqual(parseCorsOrigins(' https://portal.example:8443 , http://127.0.0.1:5174,,http://[::1]:9000 '), [
      'https://portal.example:8443',
      'http://127.0.0.1:5174',
      'http://[::1]:9000',
    ]);
    assert.deepEqual(loadConfig({ IRR_CORS_ORIGINS: 'http://a.test,https://b.test' }).corsOrigins, ['http://a.test', 'https://b.test']);
  });

  test('an entry that is not exactly an origin refuses the start, naming the entry', () => {
    const cases: [string, RegExp][] = [
      ['https://portal.example/', /"https:\/\/portal\.example\/".*did you mean "https:\/\/portal\.example"/],
      ['https://portal.example/embed', /"https:\/\/portal\.example\/embed"/],
      ['https://portal.example:443', /did you mean "https:\/\/portal\.example"/],
      ['HTTPS://Portal.example', /"HTTPS:\/\/Portal\.example"/],
      ['portal.example', /"portal\.example" is not an origin/],
      ['https://portal.example?x=1', /"https:\/\/portal\.example\?x=1"/],
      ['*', /"\*" is refused/],
      ['null', /"null" is refused/],
      ['file:///tmp/x', /"file:\/\/\/tmp\/x" is not an origin;/],
    ];
    for (const [entry, message] of cases) {
      assert.throws(
        () => loadConfig({ IRR_CORS_ORIGINS: `http://ok.test,${entry}` }),
        (e: unknown) => {
          assert.ok(e instanceof ConfigError, entry);
          assert.match(e.message, /^IRR_CORS_ORIGINS: /, entry);
          assert.match(e.message, message, entry);
          return true;
        },
      );
    }
  });
});
