import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { LOGIN_PAGE, consolePageFor, landsOnLogin } from '../../../server/http/console-page';
import { parseLocation } from '../../../src/router/parse-location';
import { matchPublicRoute } from '../../../src/router/public-routes';

// The server cannot import the router (it shares only the contract): its own list of the public
// pages must say what the router says, for the paths a visitor can type.
const PATHS = [
  '/',
  '/login',
  '/login/',
  '//login',
  '/noInfo',
  '/noInfo/',
  '/findPassword',
  '/viewUpdatePage',
  '/404',
  '/error/500',
  '/error/503/',
  '/error',
  '/error/',
  '/error/5/6',
  '/agriculturalWell/home',
  '/agriculturalWell/well',
  '/system/user',
  '/fertigation/home',
  '/bigScreen/home',
  '/nowhere',
  '/%6Coin',
  '/find%50assword',
  '/%E0%A4%A',
  '/LOGIN',
  '/404/x',
];

test('the server sends the login with the page exactly where the router starts a visitor without a session on the login', () => {
  for (const path of PATHS) {
    const match = matchPublicRoute(parseLocation(path).path);
    assert.equal(landsOnLogin(path), match === null || match.name === 'login', path);
  }
});

test('the page with the login is sent where it lands on the login, once built, and not to a visitor with a mainCode cookie', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'irr-console-page-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const dirs = { demo: join(dir, 'demo'), dist: join(dir, 'dist') };
  const plain = { file: 'index.html', root: dirs.demo };
  const withLogin = { file: LOGIN_PAGE, root: dirs.dist };
  assert.deepEqual(consolePageFor('/', undefined, dirs), plain, 'not built: the page as it is');

  mkdirSync(join(dirs.dist, 'light'), { recursive: true });
  writeFileSync(join(dirs.dist, LOGIN_PAGE), '<!doctype html>');
  assert.deepEqual(consolePageFor('/', undefined, dirs), withLogin);
  assert.deepEqual(consolePageFor('/login', 'irr-color-scheme=green', dirs), withLogin);
  assert.deepEqual(consolePageFor('/agriculturalWell/well', undefined, dirs), withLogin);
  assert.deepEqual(consolePageFor('/findPassword', undefined, dirs), plain);
  assert.deepEqual(consolePageFor('/error/500', undefined, dirs), plain);
  assert.deepEqual(consolePageFor('/', 'a=1; mainCode=abc', dirs), plain, "a portal's code logs the visitor in");
  assert.deepEqual(consolePageFor('/', 'mainCode=; b=2', dirs), withLogin, 'an emptied cookie is no code');
});
