import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { SHIPPED_SITE, mainConfFor, siteFor } from '../../../bench/nginx-site';

// The rolling-restart bench runs the shipped nginx site, not a copy of it: its text with the ports substituted.

const shipped = readFileSync(SHIPPED_SITE, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'irr-nginx-site-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the bench site is the shipped one, only its listen and upstream ports changed', () => {
  const site = siteFor([41001, 41002], 41003);
  const [before, now] = [shipped.split('\n'), site.split('\n')];
  assert.equal(now.length, before.length);
  const changed = now.flatMap((line, i) => (line === before[i] ? [] : [[before[i]!.trim(), line.trim()]]));
  assert.deepEqual(changed, [
    ['server 127.0.0.1:8080 max_fails=1 fail_timeout=2s;', 'server 127.0.0.1:41001 max_fails=1 fail_timeout=2s;'],
    ['server 127.0.0.1:8090 max_fails=1 fail_timeout=2s;', 'server 127.0.0.1:41002 max_fails=1 fail_timeout=2s;'],
    ['listen 80;', 'listen 127.0.0.1:41003;'],
  ]);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfFor(site, dir));
  const checked = spawnSync('/usr/sbin/nginx', ['-t', '-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { encoding: 'utf8' });
  assert.equal(checked.status, 0, `${checked.stdout}${checked.stderr}`);
});

test('a site reshaped so that a port is not where the bench looks fails at once', () => {
  assert.throws(
    () => siteFor([1, 2], 3, shipped.replace('127.0.0.1:8090', '127.0.0.1:8091')),
    /expected "server 127\.0\.0\.1:8090 " once, found it 0 times/,
  );
  assert.throws(() => siteFor([1, 2], 3, `${shipped}\nserver { listen 80; }\n`), /expected "listen 80;" once, found it 2 times/);
});

test('the site passes a request a stopping process reset on to the other, POSTs included (server/docs/http.md, "Rolling restart behind nginx")', () => {
  assert.match(shipped, /^\s*proxy_next_upstream error timeout non_idempotent;$/m);
});
