import { describe, expect, it } from 'vitest';
import { isDeployed, loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://x@localhost/x',
  SECRET_KEY: 'k'.repeat(64),
  METRICS_TOKEN: 'm'.repeat(32),
};

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default or when false', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '0', '11', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1,', '1.2.3.4/8/8'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    },
  );
});

describe('METRICS_TOKEN', () => {
  it('is required in production, so /metrics is never open there', () => {
    const { METRICS_TOKEN: _, ...withoutToken } = PRODUCTION;
    expect(() => loadConfig(withoutToken)).toThrow(
      'Invalid configuration: METRICS_TOKEN is required in production',
    );
    expect(loadConfig(PRODUCTION).METRICS_TOKEN).toBe(PRODUCTION.METRICS_TOKEN);
  });

  it('stays optional elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).METRICS_TOKEN).toBeUndefined();
  });
});

describe('WEBHOOK_ALLOW_LOOPBACK', () => {
  it('is off by default and refused in production, where no webhook may reach this machine', () => {
    expect(loadConfig({}).WEBHOOK_ALLOW_LOOPBACK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_LOOPBACK: 'true' }).WEBHOOK_ALLOW_LOOPBACK).toBe(
      true,
    );
    expect(() => loadConfig({ ...PRODUCTION, WEBHOOK_ALLOW_LOOPBACK: 'true' })).toThrow(
      'Invalid configuration: WEBHOOK_ALLOW_LOOPBACK is refused in production',
    );
  });
});

describe('TENANT_REPLICAS', () => {
  it('is empty by default, with a 5 s lag limit checked every 250 ms', () => {
    const config = loadConfig({});
    expect(config.TENANT_REPLICAS).toEqual({});
    expect(config.REPLICA_MAX_LAG_MS).toBe(5_000);
    expect(config.REPLICA_CHECK_INTERVAL_MS).toBe(250);
  });

  it('takes lists of replica URLs per tenant and for core', () => {
    const replicas = {
      italy: ['postgres://r1@db-it-r1/adatlas', 'postgresql://r2@db-it-r2/adatlas'],
      core: ['postgres://r@db-core-r/adatlas'],
    };
    expect(loadConfig({ TENANT_REPLICAS: JSON.stringify(replicas) }).TENANT_REPLICAS).toEqual(replicas);
  });

  it.each([
    '{"atlantis":["postgres://r@h/db"]}',
    '{"italy":"postgres://r@h/db"}',
    '{"italy":["http://r@h/db"]}',
    'not json',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ TENANT_REPLICAS: value })).toThrow(/^Invalid configuration: TENANT_REPLICAS /);
  });
});

describe('NODE_ENV: development, test, staging, production (spec access §1)', () => {
  const STAGING = { ...PRODUCTION, NODE_ENV: 'staging' };

  it('runs staging with logging off unless a level is given', () => {
    expect(loadConfig(STAGING).LOG_LEVEL).toBe('silent');
    expect(loadConfig({ ...STAGING, LOG_LEVEL: 'warn' }).LOG_LEVEL).toBe('warn');
    expect(loadConfig(PRODUCTION).LOG_LEVEL).toBe('info');
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
  });

  it('lets feature flags be overridden in development and test only', () => {
    const override = { FEATURE_FLAGS_OVERRIDE: 'pitchScores=true' };
    expect(loadConfig(override).FEATURE_FLAGS_OVERRIDE).toBe('pitchScores=true');
    expect(loadConfig({ ...override, NODE_ENV: 'test' }).FEATURE_FLAGS_OVERRIDE).toBe('pitchScores=true');
    for (const [name, env] of [
      ['staging', STAGING],
      ['production', PRODUCTION],
    ] as const) {
      expect(() => loadConfig({ ...env, ...override })).toThrow(
        `Invalid configuration: FEATURE_FLAGS_OVERRIDE is refused in ${name} (dev and test only)`,
      );
    }
  });

  it('holds staging to the safety rules of production', () => {
    const { SECRET_KEY: _secret, ...withoutSecret } = STAGING;
    expect(() => loadConfig(withoutSecret)).toThrow(
      'Invalid configuration: SECRET_KEY is required in staging',
    );
    const { METRICS_TOKEN: _token, ...withoutToken } = STAGING;
    expect(() => loadConfig(withoutToken)).toThrow(
      'Invalid configuration: METRICS_TOKEN is required in staging',
    );
    expect(() => loadConfig({ ...STAGING, WEBHOOK_ALLOW_LOOPBACK: 'true' })).toThrow(
      'Invalid configuration: WEBHOOK_ALLOW_LOOPBACK is refused in staging',
    );
    expect(loadConfig(STAGING).ADMIN_2FA_REQUIRED).toBe(true);
    expect(isDeployed('staging')).toBe(true);
    expect(isDeployed('development')).toBe(false);
  });

  it('refuses an environment it does not know, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'qa' })).toThrow(/^Invalid configuration: NODE_ENV /);
  });
});
