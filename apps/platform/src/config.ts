import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import {
  DEMO_PAYLOAD_KEY,
  FEATURE_FLAGS,
  type FeatureFlag,
  type SystemStatusCode,
} from '@marquee/api-client/contract';
import { defaultWebDist, repoRoot } from './paths';

/** The demo's payload key, the web app's when built without VITE_PAYLOAD_KEY. */
export const DEV_PAYLOAD_KEY = DEMO_PAYLOAD_KEY;

/** `DATA_DIR=:memory:` keeps the embedded database in memory (nothing persists). */
export const MEMORY_DATA_DIR = ':memory:';

export interface ForcedStatus {
  status: SystemStatusCode;
  maintenanceEnd: string | null;
}

export interface Config {
  port: number;
  host: string;
  /** embedded PGlite lives in `<dataDir>/pglite`; ':memory:' for an in-memory database */
  dataDir: string;
  /** PostgreSQL through node-postgres when set (dataDir is then unused) */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections of the PostgreSQL pool; null for the default (db/open.ts) */
  databasePoolSize: number | null;
  nodeEnv: string;
  /**
   * MARQUEE_DEMO: the demo (dev routes /__dev/*, the demo accounts, the "Marquee ID" provider, the
   * outbox). Off, the platform is production-safe and needs its own secrets.
   */
  demo: boolean;
  /** PAYLOAD_KEY: key of encrypted request bodies; the web app is built with the same one */
  payloadKey: string;
  /** SYSTEM_STATUS + MAINTENANCE_END: wins over the status stored in the database */
  forcedStatus: ForcedStatus | null;
  /** FEATURES: enabled flags; null when unset (the database's tree applies; the seed turns all on) */
  features: FeatureFlag[] | null;
  webDist: string;
  /** read the visitor IP from x-forwarded-for */
  trustProxy: boolean;
  /** visitors from these IPs get status 2 (region restricted) */
  blockedIps: string[];
  /**
   * The wall clock of every account rule (session idle/absolute limits, code expiry, throttles).
   * Injectable so tests can jump ahead; the dev route POST /__dev/clock adds an offset on top.
   */
  now: () => Date;
  /**
   * The demo game's random draw: an integer in [0, max). node:crypto's randomInt; tests replace it
   * to force an outcome.
   */
  randomInt: (max: number) => number;
  /** SMS_EXPIRED_MINUTES: lifetime of an SMS code, answered as `expiredMinutes` */
  smsExpiredMinutes: number;
  /** CHAT_IDLE_MINUTES: a live chat conversation without a message this long closes itself (30 unless set) */
  chatIdleMinutes: number;
  /**
   * LOTTERY_SEED_SECRET: HMAC key each draw's seed is derived with, so the database holds only a
   * draw's published hash until it is drawn; the demo has a public one
   */
  lotterySeedSecret: string;
  /**
   * FUN_PLAY_SECRET: HMAC key of a fun game's state (its play money travels with each round, so a
   * fun round writes nothing). Random per process unless set: several instances behind one address
   * need the same value, or a fun round that lands on another instance asks for a new launch.
   */
  funPlaySecret: string;
  /** SOCIAL_SECRET: HMAC key of the sign-in tokens the platform hands out after a provider's sign-in */
  socialSecret: string;
  /**
   * PAYMENT_CALLBACK_SECRET: HMAC key the demo payment provider signs its callbacks with (the demo
   * provider and its callback exist in demo mode only); the public demo value never outside the demo
   */
  paymentCallbackSecret: string;
  /**
   * TOTP_ENCRYPTION_KEY: the key the members' authenticator secrets are encrypted with at rest
   * (AES-256-GCM of its SHA-256); the demo has a public one
   */
  totpEncryptionKey: string;
  /**
   * DEMO_BANK_MATCH_SECONDS: in demo mode, a bank-transfer deposit pending this long is matched as
   * the operator would (through the same service as the CLI); 0 turns it off. Null outside demo
   * mode, where only the operator matches.
   */
  demoBankMatchSeconds: number | null;
  /**
   * DEMO_WITHDRAWAL_REVIEW_SECONDS: in demo mode, a withdrawal pending this long is approved as the
   * operator would (through the same service as the CLI), 120 unless set; 0 leaves every review to
   * the operator. Always null outside demo mode.
   */
  demoWithdrawalReviewSeconds: number | null;
  /**
   * DEMO_PROMOTION_REVIEW_SECONDS: in demo mode, a promotion application waiting this long is
   * approved as the operator would (through the same service as the CLI), 60 unless set; 0 leaves
   * every decision to the operator. Always null outside demo mode.
   */
  demoPromotionReviewSeconds: number | null;
  /** OIDC_PROVIDERS and OIDC_<NAME>_*: the real identity providers offered for social sign-in */
  oidcProviders: OidcProviderConfig[];
  /**
   * PLATFORM_ORIGINS: other origins the served web app may call, show images from and frame
   * (when it was built with VITE_API_BASE_URL pointing elsewhere, or the brand uses CDNs)
   */
  platformOrigins: string[];
  /** CORS_ORIGINS: origins of web apps served elsewhere that may call this platform's API */
  corsOrigins: string[];
  /**
   * PUBLIC_ORIGIN: the origin players reach the web app at. Links in mails and messages, and the
   * origin a sign-in popup may post to, are built on it, never on the request's Host, which the
   * sender of a request chooses. Required in production; the demo's is its own listen address.
   */
  publicOrigin: string;
  /** How codes reach members outside demo mode (in demo mode they go to the dev outbox) */
  delivery: DeliveryConfig;
}

export interface DeliveryConfig {
  /** SMTP_URL: nodemailer's transport URL, e.g. smtps://user:password@smtp.example.com */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of the platform's mails, required with SMTP_URL */
  mailFrom: string | null;
  /** SMS_WEBHOOK_URL: the SMS gateway the platform POSTs `{ to, text }` to */
  smsWebhookUrl: string | null;
  /** SMS_WEBHOOK_TOKEN: sent to the gateway as a bearer token when set */
  smsWebhookToken: string | null;
}

export interface OidcProviderConfig {
  /** the id in the social-providers list and in the callback path, e.g. `google` */
  provider: string;
  label: string;
  /** the issuer URL; its `/.well-known/openid-configuration` names the endpoints and the keys */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** this platform's callback as registered at the provider: `<origin>/oauth/<provider>/callback` */
  redirectUri: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function parseOrigins(name: string, value: string | undefined): string[] {
  return list(value).map((item) => {
    let origin: string | null = null;
    try {
      origin = new URL(item).origin;
    } catch {
      origin = null;
    }
    if (origin !== item || !/^https?:/.test(item)) {
      throw new ConfigError(`${name} takes origins like https://platform.example.com, got '${item}'`);
    }
    return origin;
  });
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be 0-65535, got '${value}'`);
  return port;
}

function parseIso(name: string, value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new ConfigError(`${name} must be an ISO 8601 date, got '${value}'`);
  return new Date(time).toISOString();
}

export function parseStatusCode(value: string): SystemStatusCode {
  if (value === '0' || value === '1' || value === '2') return Number(value) as SystemStatusCode;
  throw new ConfigError(
    `status must be 0 (normal), 1 (maintenance) or 2 (region restricted), got '${value}'`,
  );
}

function parseForcedStatus(env: Env): ForcedStatus | null {
  const raw = env.SYSTEM_STATUS;
  if (raw === undefined || raw === '') return null;
  const status = parseStatusCode(raw.trim());
  return { status, maintenanceEnd: parseIso('MAINTENANCE_END', env.MAINTENANCE_END) };
}

function parseFeatures(value: string | undefined): FeatureFlag[] | null {
  if (value === undefined) return null;
  const known = new Set<string>(FEATURE_FLAGS);
  const flags = list(value);
  const unknown = flags.filter((flag) => !known.has(flag));
  if (unknown.length > 0) {
    throw new ConfigError(
      `FEATURES has unknown flags: ${unknown.join(', ')} (known: ${FEATURE_FLAGS.join(', ')})`,
    );
  }
  return FEATURE_FLAGS.filter((flag) => flags.includes(flag));
}

function parseFlag(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

function parseMinutes(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60)
    throw new ConfigError(`SMS_EXPIRED_MINUTES must be a whole number 1-60, got '${value}'`);
  return minutes;
}

function parseChatIdleMinutes(value: string | undefined): number {
  if (value === undefined || value === '') return 30;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
    throw new ConfigError(`CHAT_IDLE_MINUTES must be a whole number 1-1440, got '${value}'`);
  return minutes;
}

function parseBankMatchSeconds(value: string | undefined, demo: boolean): number | null {
  if (!demo) return null;
  if (value === undefined || value === '') return 120;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400)
    throw new ConfigError(`DEMO_BANK_MATCH_SECONDS must be a whole number 0-86400, got '${value}'`);
  return seconds === 0 ? null : seconds;
}

function parseWithdrawalReviewSeconds(value: string | undefined, demo: boolean): number | null {
  if (!demo) return null;
  if (value === undefined || value === '') return 120;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400)
    throw new ConfigError(`DEMO_WITHDRAWAL_REVIEW_SECONDS must be a whole number 0-86400, got '${value}'`);
  return seconds === 0 ? null : seconds;
}

function parsePromotionReviewSeconds(value: string | undefined, demo: boolean): number | null {
  if (!demo) return null;
  if (value === undefined || value === '') return 60;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400)
    throw new ConfigError(`DEMO_PROMOTION_REVIEW_SECONDS must be a whole number 0-86400, got '${value}'`);
  return seconds === 0 ? null : seconds;
}

function parsePoolSize(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000)
    throw new ConfigError(`DATABASE_POOL_SIZE must be a whole number 1-1000, got '${value}'`);
  return size;
}

/** The demo's sign-in token key: fixed, so the demo's tokens stay valid across restarts. */
const DEV_SOCIAL_SECRET = 'marquee-demo-social-secret';
const DEV_PAYMENT_CALLBACK_SECRET = 'marquee-demo-payment-callback-secret';
const DEV_TOTP_ENCRYPTION_KEY = 'marquee-demo-totp-encryption-key';
const DEV_LOTTERY_SEED_SECRET = 'marquee-demo-lottery-seed-secret';

/** Shortest secret accepted in production. */
const MIN_SECRET_LENGTH = 16;

function productionSecret(env: Env, name: string, demoValue: string, hint: string): string {
  const value = env[name];
  if (!value) {
    throw new ConfigError(
      `${name} is not set. Set ${name} (${hint}), or set MARQUEE_DEMO=1 to run the demo instead`,
    );
  }
  if (value === demoValue)
    throw new ConfigError(`${name} is the public demo value: set ${name} to a secret of your own (${hint})`);
  if (value.length < MIN_SECRET_LENGTH)
    throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters (${hint})`);
  return value;
}

const PROVIDER_ID = /^[a-z][a-z0-9_-]{0,31}$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parseHttpsUrl(name: string, value: string | undefined, demo: boolean): string {
  if (!value) throw new ConfigError(`${name} is not set`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, got '${value}'`);
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (loopback || demo)))
    throw new ConfigError(`${name} must be an https URL, got '${value}'`);
  return value.replace(/\/$/, '');
}

/**
 * OIDC_PROVIDERS=google,corp and, for each name, OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET,
 * _REDIRECT_URI and an optional _LABEL.
 */
function parseOidcProviders(env: Env, demo: boolean): OidcProviderConfig[] {
  return list(env.OIDC_PROVIDERS).map((provider) => {
    if (!PROVIDER_ID.test(provider) || provider === 'demo') {
      throw new ConfigError(
        `OIDC_PROVIDERS takes lower-case names (letters, digits, - and _; not 'demo'), got '${provider}'`,
      );
    }
    const prefix = `OIDC_${provider.toUpperCase().replace(/-/g, '_')}_`;
    const required = (key: string) => {
      const value = env[prefix + key];
      if (!value)
        throw new ConfigError(`${prefix}${key} is not set (provider '${provider}' in OIDC_PROVIDERS)`);
      return value;
    };
    const redirectUri = parseHttpsUrl(`${prefix}REDIRECT_URI`, required('REDIRECT_URI'), demo);
    if (new URL(redirectUri).pathname !== `/oauth/${provider}/callback`) {
      throw new ConfigError(
        `${prefix}REDIRECT_URI must end in /oauth/${provider}/callback, got '${redirectUri}'`,
      );
    }
    return {
      provider,
      label: env[`${prefix}LABEL`] || provider,
      issuer: parseHttpsUrl(`${prefix}ISSUER`, required('ISSUER'), demo),
      clientId: required('CLIENT_ID'),
      clientSecret: required('CLIENT_SECRET'),
      redirectUri,
    };
  });
}

function parseDelivery(env: Env, demo: boolean): DeliveryConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL (nodemailer transport URL)');
    if (!env.MAIL_FROM) throw new ConfigError('MAIL_FROM is not set: mails need a sender with SMTP_URL');
  }
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM || null,
    smsWebhookUrl: env.SMS_WEBHOOK_URL ? parseHttpsUrl('SMS_WEBHOOK_URL', env.SMS_WEBHOOK_URL, demo) : null,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || null,
  };
}

function parsePublicOrigin(env: Env, demo: boolean, host: string, port: number): string {
  const value = env.PUBLIC_ORIGIN;
  if (!value) {
    if (!demo) {
      throw new ConfigError(
        'PUBLIC_ORIGIN is not set. Set PUBLIC_ORIGIN to the origin players reach the web app at (e.g. https://play.example.com): reset links in mails are built on it',
      );
    }
    const listen =
      host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${listen}:${port}`;
  }
  const [origin] = parseOrigins('PUBLIC_ORIGIN', value);
  if (!origin || value.includes(',')) {
    throw new ConfigError(`PUBLIC_ORIGIN takes an origin like https://play.example.com, got '${value}'`);
  }
  const loopback = LOOPBACK_HOSTS.has(new URL(origin).hostname);
  if (!demo && !origin.startsWith('https:') && !loopback)
    throw new ConfigError(`PUBLIC_ORIGIN must be an https origin, got '${value}'`);
  return origin;
}

/** Reads the configuration from environment variables (README: "Environment"). */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const dataDir = env.DATA_DIR || path.join(repoRoot, '.data');
  const demo = parseFlag(env.MARQUEE_DEMO);
  const oidcProviders = parseOidcProviders(env, demo);
  const port = parsePort(env.PORT);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir: dataDir === MEMORY_DATA_DIR ? dataDir : path.resolve(dataDir),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: parsePoolSize(env.DATABASE_POOL_SIZE),
    nodeEnv,
    demo,
    payloadKey: demo
      ? env.PAYLOAD_KEY || DEV_PAYLOAD_KEY
      : productionSecret(
          env,
          'PAYLOAD_KEY',
          DEV_PAYLOAD_KEY,
          'build the web app with the same value in VITE_PAYLOAD_KEY',
        ),
    forcedStatus: parseForcedStatus(env),
    features: parseFeatures(env.FEATURES),
    webDist: path.resolve(env.WEB_DIST || defaultWebDist()),
    trustProxy: parseFlag(env.TRUST_PROXY),
    blockedIps: list(env.BLOCKED_IPS),
    now: () => new Date(),
    randomInt: (max) => randomInt(max),
    smsExpiredMinutes: parseMinutes(env.SMS_EXPIRED_MINUTES),
    chatIdleMinutes: parseChatIdleMinutes(env.CHAT_IDLE_MINUTES),
    paymentCallbackSecret: demo
      ? env.PAYMENT_CALLBACK_SECRET || DEV_PAYMENT_CALLBACK_SECRET
      : env.PAYMENT_CALLBACK_SECRET
        ? productionSecret(
            env,
            'PAYMENT_CALLBACK_SECRET',
            DEV_PAYMENT_CALLBACK_SECRET,
            "it signs the payment provider's callbacks",
          )
        : // production has no demo provider to sign callbacks: a random key keeps a forged one worthless
          randomBytes(32).toString('base64url'),
    totpEncryptionKey: demo
      ? env.TOTP_ENCRYPTION_KEY || DEV_TOTP_ENCRYPTION_KEY
      : productionSecret(
          env,
          'TOTP_ENCRYPTION_KEY',
          DEV_TOTP_ENCRYPTION_KEY,
          "it encrypts the members' authenticator secrets; changing it unbinds them all",
        ),
    lotterySeedSecret: demo
      ? env.LOTTERY_SEED_SECRET || DEV_LOTTERY_SEED_SECRET
      : productionSecret(
          env,
          'LOTTERY_SEED_SECRET',
          DEV_LOTTERY_SEED_SECRET,
          "the draws' seeds are derived from it; changing it changes the results of draws already scheduled",
        ),
    demoBankMatchSeconds: parseBankMatchSeconds(env.DEMO_BANK_MATCH_SECONDS, demo),
    demoWithdrawalReviewSeconds: parseWithdrawalReviewSeconds(env.DEMO_WITHDRAWAL_REVIEW_SECONDS, demo),
    demoPromotionReviewSeconds: parsePromotionReviewSeconds(env.DEMO_PROMOTION_REVIEW_SECONDS, demo),
    socialSecret: demo
      ? env.SOCIAL_SECRET || DEV_SOCIAL_SECRET
      : oidcProviders.length > 0
        ? productionSecret(
            env,
            'SOCIAL_SECRET',
            DEV_SOCIAL_SECRET,
            'it signs the sign-in tokens of OIDC_PROVIDERS',
          )
        : // nothing is signed with it without a provider; a random key keeps any stray token worthless
          randomBytes(32).toString('base64url'),
    funPlaySecret: env.FUN_PLAY_SECRET || randomBytes(32).toString('base64url'),
    oidcProviders,
    platformOrigins: parseOrigins('PLATFORM_ORIGINS', env.PLATFORM_ORIGINS),
    corsOrigins: parseOrigins('CORS_ORIGINS', env.CORS_ORIGINS),
    publicOrigin: parsePublicOrigin(env, demo, host, port),
    delivery: parseDelivery(env, demo),
  };
}
