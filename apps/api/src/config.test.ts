import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'talent-config-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults: SQLite in DATA_DIR, port 3000, the web and studio builds beside the API', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      mediaDir: join(dataDir, 'media'),
      database: { kind: 'sqlite', file: join(dataDir, 'talent-portal.db') },
      agencyUrl: 'https://example.com',
      logLevel: 'info',
      trustProxy: false,
      loginMaxFailuresPerEmail: 5,
      loginMaxAttemptsPerIp: 100,
      loginDelayMaxMs: 3000,
      loginWindowSeconds: 900,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 24 * 3600,
    });
    expect(config.webDistDir).toBe(resolve(import.meta.dirname, '../../web/dist'));
    expect(config.studioDistDir).toBe(resolve(import.meta.dirname, '../../studio/dist'));
    expect(statSync(config.mediaDir).isDirectory()).toBe(true);
  });

  it('resolves a relative DATA_DIR from the working directory', () => {
    const config = loadConfig({ DATA_DIR: join('node_modules', '.cache', 'talent-config-test') });
    dirs.push(config.dataDir);
    expect(config.dataDir).toBe(resolve(process.cwd(), 'node_modules/.cache/talent-config-test'));
  });

  it('generates a JWT secret once, readable by the owner only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBe(64);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(Buffer.from(first.jwtSecret).toString('base64url'));
    // Another data folder gets another secret: nothing is built in.
    const other = loadConfig({ DATA_DIR: tempDir() });
    expect(Buffer.from(other.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(false);
  });

  it('uses JWT_SECRET when given, and writes no file', () => {
    const dataDir = tempDir();
    const secret = 'x'.repeat(32);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(secret);
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('switches to PostgreSQL for postgres:// and postgresql:// URLs', () => {
    for (const url of ['postgres://u:p@db:5432/talent', 'postgresql://u:p@db/talent']) {
      expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url }).database).toEqual({
        kind: 'postgres',
        url,
      });
    }
  });

  it('reads the other settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '8080',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '/srv/web',
      STUDIO_DIST_DIR: '/srv/studio',
      AGENCY_URL: 'https://agency.example.ro',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES_PER_EMAIL: '10',
      LOGIN_MAX_ATTEMPTS_PER_IP: '300',
      LOGIN_DELAY_MAX_MS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      webDistDir: '/srv/web',
      studioDistDir: '/srv/studio',
      agencyUrl: 'https://agency.example.ro',
      logLevel: 'warn',
      trustProxy: true,
      loginMaxFailuresPerEmail: 10,
      loginMaxAttemptsPerIp: 300,
      loginDelayMaxMs: 0,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('mails through the outbox folder by default, with links to the local server', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '4000' });
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Talent Portal <no-reply@talentportal.local>',
      outboxDir: join(dataDir, 'outbox'),
      publicUrl: 'http://localhost:4000',
      resetMaxPerEmail: 3,
      resetMaxPerIp: 20,
    });
  });

  it('reads the mail settings and the password reset limits', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtp://user:secret@mail.example.ro:587',
      MAIL_FROM: 'Casting <casting@example.ro>',
      PUBLIC_URL: 'https://talent.example.ro/',
      PASSWORD_RESET_MAX_PER_EMAIL: '5',
      PASSWORD_RESET_MAX_PER_IP: '50',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://user:secret@mail.example.ro:587',
      mailFrom: 'Casting <casting@example.ro>',
      publicUrl: 'https://talent.example.ro',
      resetMaxPerEmail: 5,
      resetMaxPerIp: 50,
    });
  });

  it('seeds the demo data unless SEED_DEMO is false', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: ' FALSE ' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('cuts off a request not received whole within UPLOAD_TIMEOUT_SECONDS (default 300)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).uploadTimeoutSeconds).toBe(300);
    expect(loadConfig({ DATA_DIR: tempDir(), UPLOAD_TIMEOUT_SECONDS: '45' }).uploadTimeoutSeconds).toBe(45);
  });

  it('bounds unfinished uploads: 2 × VIDEO_MAX_MB open per user, 1 GB of free disk, 60 min without bytes', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({ DATA_DIR: tempDir(), VIDEO_MAX_MB: '300' }).video).toMatchObject({
      openUploadsMaxBytes: 600 * MB,
      uploadMinFreeBytes: 1024 * MB,
      uploadStallMs: 3_600_000,
    });
    const set = loadConfig({
      DATA_DIR: tempDir(),
      OPEN_UPLOADS_MAX_MB: '2000',
      UPLOAD_MIN_FREE_MB: '0',
      UPLOAD_STALL_MINUTES: '15',
    });
    expect(set.video).toMatchObject({
      openUploadsMaxBytes: 2000 * MB,
      uploadMinFreeBytes: 0,
      uploadStallMs: 900_000,
    });
  });

  it.each([
    [{ UPLOAD_TIMEOUT_SECONDS: '0' }, /UPLOAD_TIMEOUT_SECONDS/],
    [
      { UPLOAD_STALL_MINUTES: '5', UPLOAD_TIMEOUT_SECONDS: '300' },
      /UPLOAD_STALL_MINUTES must be longer than UPLOAD_TIMEOUT_SECONDS/,
    ],
    [{ OPEN_UPLOADS_MAX_MB: '0' }, /OPEN_UPLOADS_MAX_MB/],
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\//],
    [{ AGENCY_URL: 'javascript:alert(1)' }, /AGENCY_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ LOGIN_MAX_FAILURES_PER_EMAIL: '0' }, /LOGIN_MAX_FAILURES_PER_EMAIL/],
    [{ LOGIN_DELAY_MAX_MS: '-1' }, /LOGIN_DELAY_MAX_MS/],
    [{ LOGIN_DELAY_MAX_MS: '60000' }, /LOGIN_DELAY_MAX_MS/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be true or false/],
    [{ SMTP_URL: 'http://mail.example.ro' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ PUBLIC_URL: 'talent.example.ro' }, /PUBLIC_URL must be an http\(s\) URL/],
    [{ PASSWORD_RESET_MAX_PER_IP: '0' }, /PASSWORD_RESET_MAX_PER_IP/],
  ])('refuses %o with one clear line', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
