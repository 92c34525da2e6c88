import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from '../support/child-server';
import { startNginx } from '../../../bench/nginx-site';
import { SNIPPET, startDeployedMosquitto } from '../support/deploy-mosquitto';
import { freePort } from '../support/mosquitto';

// deploy/ checked by the tools that will read it: Debian's nginx, systemd's own verifier, Debian's mosquitto.

const dir = mkdtempSync(join(tmpdir(), 'irr-deploy-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim(), error: result.error };
};

test('nginx takes the site: its syntax and every directive', () => {
  const conf = join(dir, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    conf,
    `pid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\nevents {}\n` +
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}\n` +
      `include ${join(ROOT, 'deploy/nginx/irr-console.conf')}; }\n`,
  );
  const checked = run('/usr/sbin/nginx', ['-t', '-c', conf, '-e', join(dir, 'error.log')]);
  assert.equal(checked.error, undefined, 'Debian nginx is needed (.ci/run installs it)');
  assert.equal(checked.status, 0, checked.output);
  assert.match(checked.output, /test is successful/);
});

test('systemd takes the units: both instances, the second with its drop-in, and the mosquitto sync and its timer, without a warning', () => {
  const units = join(dir, 'units');
  cpSync(join(ROOT, 'deploy/systemd'), units, { recursive: true });
  // a unit that names a file systemd cannot find, or a key it does not know, is a warning here
  // (a timer is verified alone: its service is checked by its own line)
  for (const instance of [
    'irr-console@8080.service',
    'irr-console@8090.service',
    'irr-mosquitto-sync.service',
    'irr-mosquitto-sync.timer',
  ]) {
    const checked = run('systemd-analyze', ['verify', instance], { SYSTEMD_UNIT_PATH: `${units}:` });
    assert.equal(checked.error, undefined, 'systemd-analyze is needed (.ci/run installs systemd)');
    assert.deepEqual([checked.status, checked.output], [0, ''], instance);
  }
  // and it does see a broken one
  writeFileSync(join(units, 'irr-console@.service'), `[Service]\nRestart=sometimes\nExecStart=/usr/bin/node\n`);
  assert.match(
    run('systemd-analyze', ['verify', 'irr-console@8080.service'], { SYSTEMD_UNIT_PATH: `${units}:` }).output,
    /restart specifier/,
  );
});

test("Debian's mosquitto 2.0.11 takes the conf snippet (its files' paths and port moved), and refuses a broken one", async () => {
  const files = mkdtempSync(join(dir, 'mosquitto-'));
  writeFileSync(join(files, 'passwords'), '');
  writeFileSync(join(files, 'acl'), '');
  const broker = await startDeployedMosquitto(files);
  await broker.close();
  await assert.rejects(
    startDeployedMosquitto(files, `${readFileSync(SNIPPET, 'utf8')}allow_anonymously false\n`),
    /Unknown configuration variable "allow_anonymously"/,
  );
});

test("nginx's site, during a rolling upgrade: a /dist/ file one process lacks comes from the other; a page's 404 is the process's", async () => {
  // two processes of two releases: only the new one has the new release's bundle file
  const processes = await Promise.all(
    ['old', 'new'].map(async (release) => {
      const server = createServer((request, response) => {
        const has = request.url === '/readyz' || (release === 'new' && request.url === '/dist/esm/chunk-NEW.js');
        response.writeHead(has ? 200 : 404, { 'content-type': 'text/plain' }).end(`${release} ${request.url}`);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  const ports = processes.map((s) => (s.address() as AddressInfo).port) as [number, number];
  const nginx = await startNginx({ dir: join(dir, 'upgrade'), ports, listen: await freePort() });
  try {
    const answers = async (path: string) => {
      const out: string[] = [];
      // round robin: four requests reach both processes
      for (let i = 0; i < 4; i += 1) {
        const res = await fetch(`${nginx.origin}${path}`);
        out.push(`${res.status} ${await res.text()}`);
      }
      return out;
    };
    assert.deepEqual(await answers('/dist/esm/chunk-NEW.js'), Array(4).fill('200 new /dist/esm/chunk-NEW.js'));
    const pages = await answers('/agriculturalWell/nothing');
    assert.deepEqual([...new Set(pages)].sort(), ['404 new /agriculturalWell/nothing', '404 old /agriculturalWell/nothing']);
  } finally {
    await nginx.stop();
    for (const s of processes) s.close();
  }
});
