import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { MIGRATIONS } from '../../../server/db/migrate';
import { migrationChecksum } from '../../../server/db/migration-checksum';

const migrationsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../server/db/migrations');

/**
 * The checksums of the released migrations, as databases hold them: taken from the statements
 * before they were frozen into their files (issue 23), byte for byte what older servers applied.
 * A new migration comes with its line here (the message of the first test gives its checksum).
 */
const RELEASED: Readonly<Record<string, string>> = {
  '001-platform': '7bfd2d2825641994fe0228e818b8961229deaf821d6130a8ee44f3980029f2aa',
  '002-business': '08759efff21adf34935a93d28386da7849d05f25a3dd104804061a7e9165b5a1',
  '003-fertigation': '3ba6e97f343debd50184a202c518a4f8eb8dd917371434809325fb170d3e35a7',
  '004-record-tally': '79d43394b87295c993be7f23feb3c00a2e429957dd60e05f366848bf183e8a42',
  '005-fertigation-home': '2d559a0aca00369195c1692c6b82eefd8547df5cf04d9708d13db28f42c313a3',
  '006-wells': 'ead603dd1270a839e83354f34cd3ba4c2aa7178263ec7f3e1f3bdb072026212f',
  '007-well-lines': 'a97ffaa364a88de366213ba3900fe8555379aac37c3ffa28f3b390958a5b3b6d',
  '008-system': 'd302850b0ca5048856d8b77cb20ee327f6b6e39fef3211590c695004bcd23e87',
  '009-money': '8d97d3a3ffbbc93946a2c1c53518f55f082ad22b7da05693d82910d15242150c',
  '010-recharge-refund': 'd05cdd33f869a4ed7e83f3c752e6fad38cdba2b3cfcf7153f162a96e6aa566b5',
  '011-account-slots': '9ff28dda95bf9bce9620ac750725c8d68baa7b24a48ffa0da5cfe3612d5b3973',
  '012-tally-moves': '1403eacbbec8ef291e243a573486f9217ee2f2e06fca0b2163766455143bf10e',
  '013-nonce-unlogged': '4c6530d0b7e7888b96080671856d9d31c02178a5c36b8fdb9aef0235666cb7f4',
  '014-role-grants-stamp': '6b669da3c1e1878ca015d80ce8d6ce12c65b671f15c575ab235c410161b46bf3',
  '015-nonce-taker': '7e18aa819df728404a3b2e6c14af5ea952afc125006bfc16405b4908d50eaf70',
  '016-service-lines': 'fe27c26147d106e4f836643c55ff2ce69131f324e410fc1962b8d173dcbff9c5',
  '017-settlements': '418c9e62c7de9fad91078200170624c6f37f4e4a766dadba8d29486db764d674',
  '018-reports': '52bad9b2074d9d4bf6c2c1fadf66a858481623b26e3543bb0930d3dac5573ea3',
  '019-devices': '96caaed969d33ba280cbcfa4947fda5770f399d35d3416e506f2864d6a33b689',
  '020-inspection': '6a177ce63ea2afef6f593afdc5f195a8557114d8da021460488cddec49c11fe4',
  '021-alarm-rules': 'a480e010d21a77b81e9673fc4c9ed63db99255a16b69a214fd68407d527b66a1',
  '022-field-gateway': '4a979a7f4a2dad79f0c44564244e88436d252ab012bf59e8b916a26e98211cf9',
  '023-offline-orders': 'dda4e7b9f26091999411774873b2acfe64eace9291830434505f4c5b4dd4ec70',
  '024-reconciliation': '9138b3b13e681bba42c01d2a34c16c65888a63b6525abccad391f669f264ccf0',
  '025-card-writes': '44deade2f17fdf07e8cd76f3c961cab3087d37fe77a09d1188085944d83da995',
  '026-well-history': 'bf81dccc19ffd99f7636fca7f84fb6c92ef475e0870a0b33dd6da7b7a6f2dc5e',
  '027-anomaly-alarms': '78341980a5f92802f8c1561bb88e8e0816b0107f2532e3f7daee5aca776157d1',
  '028-well-hour-index': 'e67075fa95113e4e6d9ee88d71fe3e7c591aa8e8d694d86db64e89d9a28dc2c3',
  '029-well-reports': 'a2a9a72aee30bc307d01660903088e30ffff40b525c605eb1d026f68553b4e91',
  '030-blank-chips': 'b786cfc59a250bc66edc368f3fe8a0522f862d410a8aba201990788c02ad1ffe',
  '031-level-jump-alarm': 'a613669694782374fec52e1ae7f15dc2e6cd321de74c34f511ae08417b1d164e',
  '032-reading-covering-index': '25dd2da9562ac182648c72e625035b9525de6821b125bf85544e2f5c737ecb45',
  '033-packed-hours': '493dbea10d7643296ca2573383f0ad2db62a221adf6cb59765a07383607c7446',
  '034-merchant-suspension': '04427ad611e7536e0b126bdd3ed64cf9331c410fd38939dac3646f14ea896c9c',
};

test('every released migration gives the statements it was released with', () => {
  const unpinned = MIGRATIONS.filter((m) => !(m.name in RELEASED)).map((m) => `'${m.name}': '${migrationChecksum(m.statements)}',`);
  assert.deepEqual(unpinned, [], 'every migration is pinned in RELEASED');
  for (const [name, checksum] of Object.entries(RELEASED)) {
    const migration = MIGRATIONS.find((m) => m.name === name);
    assert.ok(migration, `${name} is still a migration`);
    assert.equal(
      migrationChecksum(migration.statements),
      checksum,
      `${name} was edited: a released migration is never edited; add a new one`,
    );
  }
});

test('a migration imports nothing of the app: its SQL is frozen in its file', () => {
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.ts'));
  assert.equal(files.length, MIGRATIONS.length, 'a file per migration');
  const imports: string[] = [];
  for (const file of files) {
    // TypeScript's own reading: static and dynamic imports and requires, not the SQL's `from 'x'`
    const { importedFiles } = ts.preProcessFile(readFileSync(join(migrationsDir, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) if (fileName !== 'kysely') imports.push(`${file} → ${fileName}`);
  }
  assert.deepEqual(imports, [], 'a migration writes its SQL out (or builds it from constants of its own file)');
});
