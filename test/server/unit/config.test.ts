import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, DEFAULT_MERCHANT_KEY, loadConfig } from '../../../server/config';

describe('config', () => {
  test('defaults of the brief', () => {
    const c = loadConfig({});
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.port, 8080);
    assert.match(c.dataDir, /\/data$/);
    assert.equal(c.databaseUrl, undefined);
    assert.equal(c.signSecret, 'irr-dev-secret');
    assert.equal(c.merchantKey, DEFAULT_MERCHANT_KEY);
    assert.equal(c.sessionIdleMs, 30 * 60_000);
    assert.equal(c.sessionAbsoluteMs, 12 * 3_600_000);
    assert.equal(c.captchaTtlMs, 120_000);
    assert.equal(c.authCodeTtlMs, 60_000);
    assert.equal(c.captchaFixed, undefined);
  });

  test("the TCP gateway for DTUs: its own port beside MQTT's, off in tests unless set; its heartbeat window", () => {
    assert.deepEqual(loadConfig({}).field, { port: 7651, heartbeatWindowMs: 180_000 });
    assert.equal(loadConfig({ IRR_FIELD_PORT: 'off' }).field.port, null);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).field.port, null);
    assert.equal(loadConfig({ NODE_ENV: 'test', IRR_FIELD_PORT: '0' }).field.port, 0);
    assert.equal(loadConfig({ IRR_FIELD_HEARTBEAT_SECONDS: '600' }).field.heartbeatWindowMs, 600_000);
    assert.throws(() => loadConfig({ IRR_FIELD_HEARTBEAT_SECONDS: '10' }), /IRR_FIELD_HEARTBEAT_SECONDS/);
    assert.throws(() => loadConfig({ IRR_FIELD_PORT: 'tcp' }), /IRR_FIELD_PORT/);
  });

  test("the devices' ports listen on HOST unless IRR_DEVICE_HOST says where (the field reaches them directly, the web through a proxy)", () => {
    assert.equal(loadConfig({}).deviceHost, '127.0.0.1');
    assert.equal(loadConfig({ HOST: '10.0.0.5' }).deviceHost, '10.0.0.5');
    assert.deepEqual(
      [
        loadConfig({ HOST: '127.0.0.1', IRR_DEVICE_HOST: '0.0.0.0' }).host,
        loadConfig({ HOST: '127.0.0.1', IRR_DEVICE_HOST: '0.0.0.0' }).deviceHost,
      ],
      ['127.0.0.1', '0.0.0.0'],
    );
  });

  test('the demo merchants are seeded outside production, in production only when asked (their password is public)', () => {
    assert.equal(loadConfig({}).demoSeed, true);
    assert.equal(loadConfig({ IRR_DEMO_SEED: '0' }).demoSeed, false);
    const production = {
      NODE_ENV: 'production',
      IRR_SIGN_SECRET: 'a-real-secret',
      IRR_MERCHANT_KEY: 'a-real-key',
      IRR_ALLOW_SMS_OUTBOX: '1',
    };
    assert.equal(loadConfig(production).demoSeed, false);
    assert.equal(loadConfig({ ...production, IRR_DEMO_SEED: '1' }).demoSeed, true);
    assert.throws(() => loadConfig({ IRR_DEMO_SEED: 'yes' }), /IRR_DEMO_SEED/);
  });

  test('reads and checks the environment', () => {
    const c = loadConfig({
      PORT: '9000',
      IRR_SESSION_IDLE_MINUTES: '5',
      IRR_SESSION_ABSOLUTE_HOURS: '1',
      IRR_CORS_ORIGINS: 'http://a, http://b',
      DATABASE_URL: 'postgres://x@h/db',
    });
    assert.equal(c.port, 9000);
    assert.equal(c.sessionIdleMs, 5 * 60_000);
    assert.equal(c.sessionAbsoluteMs, 3_600_000);
    assert.deepEqual(c.corsOrigins, ['http://a', 'http://b']);
    assert.equal(c.databaseUrl, 'postgres://x@h/db');
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ IRR_SESSION_IDLE_MINUTES: '0' }), ConfigError);
    assert.equal(loadConfig({}).trustProxy, 0);
    assert.equal(loadConfig({ IRR_TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(loadConfig({ IRR_TRUST_PROXY: 'true' }).trustProxy, 1, 'one hop, never every hop');
    assert.throws(() => loadConfig({ IRR_TRUST_PROXY: 'yes' }), /IRR_TRUST_PROXY/);
    assert.equal(loadConfig({}).metricsToken, undefined);
    assert.equal(loadConfig({ IRR_METRICS_TOKEN: 'a-token-of-16-chr' }).metricsToken, 'a-token-of-16-chr');
    assert.throws(() => loadConfig({ IRR_METRICS_TOKEN: 'short' }), /IRR_METRICS_TOKEN must be at least 16 characters/);
    assert.equal(loadConfig({}).stopLimitMs, 10_000);
    assert.equal(loadConfig({ IRR_STOP_SECONDS: '30' }).stopLimitMs, 30_000);
    assert.throws(() => loadConfig({ IRR_STOP_SECONDS: '0' }), /IRR_STOP_SECONDS/);
  });

  test('production refuses the development secret and key; a fixed captcha needs test mode', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /IRR_SIGN_SECRET/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', IRR_SIGN_SECRET: 's' }), /IRR_MERCHANT_KEY/);
    assert.equal(
      loadConfig({ NODE_ENV: 'production', IRR_SIGN_SECRET: 's', IRR_MERCHANT_KEY: 'k', IRR_ALLOW_SMS_OUTBOX: '1' }).production,
      true,
    );
    assert.throws(() => loadConfig({ IRR_CAPTCHA_FIXED: 'ABCD' }), /IRR_CAPTCHA_FIXED/);
    assert.equal(loadConfig({ NODE_ENV: 'test', IRR_CAPTCHA_FIXED: 'ABCD' }).captchaFixed, 'ABCD');
    assert.equal(loadConfig({ IRR_ALLOW_FIXED_CAPTCHA: '1', IRR_CAPTCHA_FIXED: 'ABCD' }).captchaFixed, 'ABCD');
    assert.equal(loadConfig({}).passwordLogN, 17);
    assert.equal(loadConfig({ IRR_PASSWORD_LOG_N: '10' }).passwordLogN, 10);
    assert.throws(() => loadConfig({ IRR_PASSWORD_LOG_N: '9' }), /IRR_PASSWORD_LOG_N/);
    assert.throws(
      () =>
        loadConfig({
          NODE_ENV: 'production',
          IRR_SIGN_SECRET: 's',
          IRR_MERCHANT_KEY: 'k',
          IRR_ALLOW_SMS_OUTBOX: '1',
          IRR_PASSWORD_LOG_N: '16',
        }),
      /IRR_PASSWORD_LOG_N/,
    );
  });
});
