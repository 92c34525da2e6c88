import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CLODOP_SCRIPT_SOURCES,
  CLODOP_SOCKET_SOURCES,
  CONSOLE_POLICY,
  embeddingSources,
  mergePolicies,
  serializePolicy,
} from '../../../server/http/security-headers';
import { CLODOP_SCRIPTS } from '../../../src/print/clodop-scripts';

// The server cannot import the console's print code (it shares only the contract): its policy's
// C-Lodop sources must say where src/print looks for the service, or printing is refused.

test("the console's policy allows every C-Lodop script the print code loads, and that script's socket", () => {
  const origins = CLODOP_SCRIPTS.map((url) => new URL(url).origin);
  assert.deepEqual(CLODOP_SCRIPT_SOURCES, origins);
  assert.deepEqual(
    CLODOP_SOCKET_SOURCES,
    origins.map((origin) => origin.replace(/^http/, 'ws')),
  );
  for (const source of CLODOP_SCRIPT_SOURCES) assert.ok(CONSOLE_POLICY['script-src']!.includes(source), source);
  for (const source of CLODOP_SOCKET_SOURCES) assert.ok(CONSOLE_POLICY['connect-src']!.includes(source), source);
});

test("a portal's policy with the embedding sources: the reference origin added where the elements need it, a directive it lacks from its default-src", () => {
  const portal = { 'default-src': ["'self'"], 'script-src': ["'self'"], 'style-src': ["'self'"], 'object-src': ["'none'"] };
  assert.equal(
    serializePolicy(mergePolicies(portal, embeddingSources('https://irrigation.example.com'))),
    "default-src 'self'; script-src 'self' https://irrigation.example.com; style-src 'self'; object-src 'none'; " +
      "connect-src 'self' https://irrigation.example.com; img-src 'self' https://irrigation.example.com blob:",
  );
});
