import path from 'node:path';
import { FEATURE_FLAGS } from '@marquee/api-client/contract';
import { ConfigError, DEV_PAYLOAD_KEY, loadConfig } from './config';
import { packageRoot, repoRoot } from './paths';

/** The demo's environment: every default applies. */
const DEMO = { MARQUEE_DEMO: '1' };

describe('loadConfig', () => {
  it('has working defaults in demo mode', () => {
    const config = loadConfig(DEMO);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: null,
      nodeEnv: 'development',
      demo: true,
      payloadKey: DEV_PAYLOAD_KEY,
      forcedStatus: null,
      features: null,
      trustProxy: false,
      blockedIps: [],
    });
    expect(DEV_PAYLOAD_KEY).toBe('marquee-demo-payload-key');
    expect(config.webDist).toBe(path.resolve(packageRoot, '..', 'web', 'dist'));
    expect(path.basename(packageRoot)).toBe('platform');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: 'tmp/data',
      DATABASE_URL: 'postgres://marquee@localhost/marquee',
      NODE_ENV: 'production',
      PAYLOAD_KEY: 'a-production-payload-key',
      TOTP_ENCRYPTION_KEY: 'a-production-totp-key',
      LOTTERY_SEED_SECRET: 'a-production-lottery-seed',
      PUBLIC_ORIGIN: 'https://play.example.com',
      SYSTEM_STATUS: '1',
      MAINTENANCE_END: '2026-12-01T08:00:00+08:00',
      FEATURES: 'FREEPLAY3, DIRECTREG3',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: '1',
      BLOCKED_IPS: '203.0.113.1,203.0.113.2',
      PLATFORM_ORIGINS: 'https://api.example.com, https://cdn.example.com',
      CORS_ORIGINS: 'https://play.example.com',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: path.resolve('tmp/data'),
      databaseUrl: 'postgres://marquee@localhost/marquee',
      demo: false,
      payloadKey: 'a-production-payload-key',
      totpEncryptionKey: 'a-production-totp-key',
      lotterySeedSecret: 'a-production-lottery-seed',
      publicOrigin: 'https://play.example.com',
      forcedStatus: { status: 1, maintenanceEnd: '2026-12-01T00:00:00.000Z' },
      features: ['FREEPLAY3', 'DIRECTREG3'],
      webDist: '/srv/web',
      trustProxy: true,
      blockedIps: ['203.0.113.1', '203.0.113.2'],
      platformOrigins: ['https://api.example.com', 'https://cdn.example.com'],
      corsOrigins: ['https://play.example.com'],
    });
  });

  it('treats an empty FEATURES as all off and keeps :memory:', () => {
    expect(loadConfig({ ...DEMO, FEATURES: '' }).features).toEqual([]);
    expect(loadConfig({ ...DEMO, FEATURES: FEATURE_FLAGS.join(',') }).features).toEqual([...FEATURE_FLAGS]);
    expect(loadConfig({ ...DEMO, DATA_DIR: ':memory:' }).dataDir).toBe(':memory:');
    expect(loadConfig({ ...DEMO, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({
        MARQUEE_DEMO: 'false',
        PAYLOAD_KEY: 'a-production-payload-key',
        TOTP_ENCRYPTION_KEY: 'a-production-totp-key',
        LOTTERY_SEED_SECRET: 'a-production-lottery-seed',
        PUBLIC_ORIGIN: 'https://play.example.com',
      }).demo,
    ).toBe(false);
  });

  it('refuses a production start without its own lottery seed secret, naming it; the demo has a fixed one', () => {
    const production = {
      PAYLOAD_KEY: 'a-production-payload-key',
      TOTP_ENCRYPTION_KEY: 'a-production-totp-key',
      PUBLIC_ORIGIN: 'https://play.example.com',
    };
    expect(() => loadConfig(production)).toThrow(/LOTTERY_SEED_SECRET is not set/);
    expect(() =>
      loadConfig({ ...production, LOTTERY_SEED_SECRET: 'marquee-demo-lottery-seed-secret' }),
    ).toThrow(/LOTTERY_SEED_SECRET is the public demo value/);
    expect(() => loadConfig({ ...production, LOTTERY_SEED_SECRET: 'short' })).toThrow(
      /LOTTERY_SEED_SECRET must be at least 16/,
    );
    expect(
      loadConfig({ ...production, LOTTERY_SEED_SECRET: 'a-production-lottery-seed' }).lotterySeedSecret,
    ).toBe('a-production-lottery-seed');
    expect(loadConfig(DEMO).lotterySeedSecret).toBe('marquee-demo-lottery-seed-secret');
  });

  it('builds links on PUBLIC_ORIGIN: production refuses to start without it, the demo uses its own address', () => {
    const production = {
      PAYLOAD_KEY: 'a-production-payload-key',
      TOTP_ENCRYPTION_KEY: 'a-production-totp-key',
      LOTTERY_SEED_SECRET: 'a-production-lottery-seed',
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN is not set/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'http://play.example.com' })).toThrow(
      /PUBLIC_ORIGIN must be an https origin/,
    );
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://play.example.com' }).publicOrigin).toBe(
      'https://play.example.com',
    );
    expect(loadConfig(DEMO).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ ...DEMO, HOST: '::1', PORT: '9000' }).publicOrigin).toBe('http://[::1]:9000');
    expect(loadConfig({ ...DEMO, HOST: '0.0.0.0', PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(loadConfig({ ...DEMO, PUBLIC_ORIGIN: 'http://192.0.2.5:8080' }).publicOrigin).toBe(
      'http://192.0.2.5:8080',
    );
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE', () => {
    expect(loadConfig(DEMO).databasePoolSize).toBeNull();
    expect(loadConfig({ ...DEMO, DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    for (const size of ['0', 'ten', '2.5']) {
      expect(() => loadConfig({ ...DEMO, DATABASE_POOL_SIZE: size })).toThrow(/DATABASE_POOL_SIZE must be/);
    }
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SYSTEM_STATUS: '3' }, /status must be 0/],
    [{ SYSTEM_STATUS: '1', MAINTENANCE_END: 'soon' }, /MAINTENANCE_END/],
    [{ FEATURES: 'FREEPLAY3,TELEPORT3' }, /unknown flags: TELEPORT3/],
    [{ PLATFORM_ORIGINS: 'https://api.example.com/wps' }, /PLATFORM_ORIGINS takes origins/],
    [{ CORS_ORIGINS: 'play.example.com' }, /CORS_ORIGINS takes origins/],
    [{ PUBLIC_ORIGIN: 'https://play.example.com/app' }, /PUBLIC_ORIGIN takes/],
    [{ CORS_ORIGINS: "https://a.example.com 'unsafe-inline'" }, /CORS_ORIGINS takes origins/],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig({ ...DEMO, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...DEMO, ...env })).toThrow(message);
  });
});
