import { isIP } from 'node:net';
import { brandToday, GAME_CATEGORIES, type NoticeType, okEnvelope } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import { parseStatusCode } from '../config';
import type { AppEnv } from '../http/app-env';
import { badRequest, notFound } from '../http/http-error';
import { readJsonObject, recordRoute } from '../http/mount';
import {
  literal,
  optionalInteger,
  optionalLiteral,
  type RawInput,
  requiredInteger,
  requiredString,
} from '../http/validate';
import { type OutboxKind, readOutbox } from '../services/accounts/outbox';
import type { AccountDeps } from '../services/deps';
import { addGameAnnouncement } from '../services/games/catalogue-query';
import { GAME_LANGUAGES } from '../services/games/languages';
import { setVendorMaintenance } from '../services/games/vendors';
import { matchBankDeposit } from '../services/member-centre/deposits';
import { addNotice, promotionExists } from '../services/notices/notices';
import { addClaimPromotion } from '../services/promotions/promotions';
import { offerReferralRewards } from '../services/referral/referral-rewards';
import { runBirthdayBonus } from '../services/rewards/birthday-bonus';
import { isRebateDay, runDailyRebate } from '../services/rewards/daily-rebate';
import { checkDatabase } from '../services/system/health';
import { type StoredStatus, writeSetting } from '../services/system/settings';
import { checkedDay, evaluateDay } from '../services/vip/vip-evaluation';
import { roundTotals, walletAudit } from '../services/wallet/wallet-audit';

export const DEV_PREFIX = '/__dev';

function parseStatusBody(raw: RawInput): StoredStatus {
  const { status, maintenanceEnd, ip } = raw;
  if (status === undefined || status === null) throw badRequest("'status' is required (0, 1 or 2)");
  let code: StoredStatus['status'];
  try {
    code = parseStatusCode(String(status));
  } catch {
    throw badRequest(
      `'status' must be 0 (normal), 1 (maintenance) or 2 (region restricted), got '${String(status)}'`,
    );
  }
  let end: string | null = null;
  if (maintenanceEnd !== undefined && maintenanceEnd !== null && maintenanceEnd !== '') {
    const time = typeof maintenanceEnd === 'string' ? Date.parse(maintenanceEnd) : Number.NaN;
    if (Number.isNaN(time)) throw badRequest(`'maintenanceEnd' must be an ISO 8601 date`);
    end = new Date(time).toISOString();
  }
  let visitorIp: string | null = null;
  if (ip !== undefined && ip !== null && ip !== '') {
    if (typeof ip !== 'string' || isIP(ip) === 0) throw badRequest(`'ip' must be an IPv4 or IPv6 address`);
    visitorIp = ip;
  }
  return { status: code, maintenanceEnd: code === 1 ? end : null, ip: visitorIp };
}

/** Demo and test helpers: mounted only in demo mode, MARQUEE_DEMO=1 (create-app.ts). */
export function devRoutes(app: Hono<AppEnv>, { db, config, clock }: AccountDeps): void {
  const started = Date.now();

  recordRoute(app, 'GET', `${DEV_PREFIX}/health`);
  app.get(`${DEV_PREFIX}/health`, async (c) => {
    await checkDatabase(db);
    return c.json(okEnvelope({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) }));
  });

  recordRoute(app, 'PUT', `${DEV_PREFIX}/system-status`);
  app.put(`${DEV_PREFIX}/system-status`, async (c) => {
    const stored = parseStatusBody(await readJsonObject(c));
    await writeSetting(db, 'system_status', stored);
    // SYSTEM_STATUS in the environment still wins; say so
    return c.json(okEnvelope({ ...stored, overriddenByEnvironment: config.forcedStatus !== null }));
  });

  recordRoute(app, 'POST', `${DEV_PREFIX}/notices`);
  app.post(`${DEV_PREFIX}/notices`, async (c) => {
    const raw = await readJsonObject(c);
    const type = literal<Exclude<NoticeType, 'B'>>(raw, 'type', ['PL', 'PU', 'PR', 'H']);
    const title = requiredString(raw, 'title', { max: 200 });
    // stored as given: the web app must sanitise it (the e2e suite proves it does)
    const content = requiredString(raw, 'content', { max: 100_000 });
    const promotionId = optionalInteger(raw, 'promotionId', { min: 1, max: 2_147_483_647 });
    if (promotionId !== undefined && !(await promotionExists(db, promotionId)))
      throw notFound('No such promotion');
    return c.json(
      okEnvelope(await addNotice(db, { type, title, content, ...(promotionId ? { promotionId } : {}) })),
      201,
    );
  });

  // a running CLAIM promotion with the given HTML, stored as given: the e2e suite proves the app sanitises it
  recordRoute(app, 'POST', `${DEV_PREFIX}/promotions`);
  app.post(`${DEV_PREFIX}/promotions`, async (c) => {
    const raw = await readJsonObject(c);
    const title = requiredString(raw, 'title', { max: 200 });
    const content = requiredString(raw, 'content', { max: 100_000 });
    return c.json(okEnvelope(await addClaimPromotion(db, { title, content }, clock.now())), 201);
  });

  // a game announcement in one language, shown when a game of its category (or any, without one) launches
  recordRoute(app, 'POST', `${DEV_PREFIX}/game-announcements`);
  app.post(`${DEV_PREFIX}/game-announcements`, async (c) => {
    const raw = await readJsonObject(c);
    const language = literal(raw, 'language', GAME_LANGUAGES);
    const gameType = optionalLiteral(raw, 'gameType', GAME_CATEGORIES) ?? null;
    const title = requiredString(raw, 'title', { max: 200 });
    // stored as given: the web app sanitises it
    const content = requiredString(raw, 'content', { max: 100_000 });
    return c.json(okEnvelope(await addGameAnnouncement(db, { language, gameType, title, content })), 201);
  });

  // the SMS codes, mails and captcha answers the platform "sent" (newest first); e2e reads codes here
  recordRoute(app, 'GET', `${DEV_PREFIX}/outbox`);
  app.get(`${DEV_PREFIX}/outbox`, async (c) => {
    const kind = c.req.query('kind');
    if (kind !== undefined && kind !== 'sms' && kind !== 'mail' && kind !== 'captcha') {
      throw badRequest("'kind' must be 'sms', 'mail' or 'captcha'");
    }
    const to = c.req.query('to')?.trim();
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit') ?? 20) || 20));
    const filter = { ...(to ? { to: kind === 'mail' ? to.toLowerCase() : to.replace(/^\+/, '') } : {}) };
    return c.json(
      okEnvelope(await readOutbox(db, { ...filter, ...(kind ? { kind: kind as OutboxKind } : {}) }, limit)),
    );
  });

  // so e2e can prove the balance, the ledger and the rounds played agree
  recordRoute(app, 'GET', `${DEV_PREFIX}/wallet`);
  app.get(`${DEV_PREFIX}/wallet`, async (c) => {
    const account = c.req.query('account')?.trim();
    if (!account) throw badRequest("'account' is required");
    const audit = await walletAudit(db, account);
    if (!audit) throw notFound(`Unknown account '${account}'`);
    return c.json(okEnvelope(audit));
  });

  // so e2e can prove a visitor's fun play wrote no round and no ledger entry
  recordRoute(app, 'GET', `${DEV_PREFIX}/rounds`);
  app.get(`${DEV_PREFIX}/rounds`, async (c) => c.json(okEnvelope(await roundTotals(db))));

  // the operator's bank-transfer match (the CLI's `deposits match`), for a journey that cannot run the CLI
  recordRoute(app, 'POST', `${DEV_PREFIX}/deposits/match`);
  app.post(`${DEV_PREFIX}/deposits/match`, async (c) => {
    const raw = await readJsonObject(c);
    const orderNo = requiredString(raw, 'orderNo', { max: 40 });
    const amount = requiredInteger(raw, 'amount', { min: 1, max: Number.MAX_SAFE_INTEGER });
    const outcome = await matchBankDeposit(db, { orderNo, amount }, clock.now());
    return c.json(okEnvelope({ orderNo, outcome }));
  });

  // the daily rebate for a given brand day (the CLI's `rebate <day>`), for a journey that cannot run the CLI
  recordRoute(app, 'POST', `${DEV_PREFIX}/rebate`);
  app.post(`${DEV_PREFIX}/rebate`, async (c) => {
    const day = requiredString(await readJsonObject(c), 'day', { max: 10 });
    if (!isRebateDay(day)) throw badRequest("'day' must be a day, YYYY-MM-DD");
    return c.json(okEnvelope(await runDailyRebate(db, day, clock.now())));
  });

  // the CLI's `referral` (now), for a journey that cannot wait for the job's next look
  recordRoute(app, 'POST', `${DEV_PREFIX}/referral`);
  app.post(`${DEV_PREFIX}/referral`, async (c) =>
    c.json(okEnvelope(await offerReferralRewards(db, clock.now()))),
  );
  // the CLI's `birthday [day]` (today by default), for a journey that cannot run the CLI
  recordRoute(app, 'POST', `${DEV_PREFIX}/birthday`);
  app.post(`${DEV_PREFIX}/birthday`, async (c) => {
    const raw = await readJsonObject(c);
    const now = clock.now();
    const day =
      raw.day === undefined ? brandToday(now) : checkedDay(requiredString(raw, 'day', { max: 10 }), now);
    return c.json(okEnvelope(await runBirthdayBonus(db, day, now)));
  });

  // the CLI's `vip evaluate <day>` (today by default), for a journey that cannot run the CLI
  recordRoute(app, 'POST', `${DEV_PREFIX}/vip/evaluate`);
  app.post(`${DEV_PREFIX}/vip/evaluate`, async (c) => {
    const raw = await readJsonObject(c);
    const now = clock.now();
    const day =
      raw.day === undefined ? brandToday(now) : checkedDay(requiredString(raw, 'day', { max: 10 }), now);
    return c.json(okEnvelope({ day, ...(await evaluateDay(db, day, now)) }));
  });

  recordRoute(app, 'PUT', `${DEV_PREFIX}/vendor-maintenance`);
  app.put(`${DEV_PREFIX}/vendor-maintenance`, async (c) => {
    const raw = await readJsonObject(c);
    const vassalage = requiredString(raw, 'vassalage', { max: 40 });
    if (typeof raw.maintenance !== 'boolean') throw badRequest("'maintenance' must be true or false");
    const updated = await setVendorMaintenance(db, vassalage, raw.maintenance);
    if (!updated) throw notFound(`Unknown vassalage '${vassalage}'`);
    return c.json(okEnvelope({ vassalage, maintenance: raw.maintenance }));
  });

  // the current offset, so a journey that moves the clock can put it back as it found it
  recordRoute(app, 'GET', `${DEV_PREFIX}/clock`);
  app.get(`${DEV_PREFIX}/clock`, (c) =>
    c.json(okEnvelope({ offsetMs: clock.offsetMs, now: clock.now().toISOString() })),
  );

  // moves the account clock (session timeouts, code expiry, throttles) by offsetMs from real time
  recordRoute(app, 'POST', `${DEV_PREFIX}/clock`);
  app.post(`${DEV_PREFIX}/clock`, async (c) => {
    const { offsetMs } = await readJsonObject(c);
    if (typeof offsetMs !== 'number' || !Number.isSafeInteger(offsetMs)) {
      throw badRequest("'offsetMs' must be a whole number of milliseconds");
    }
    clock.offsetMs = offsetMs;
    return c.json(okEnvelope({ offsetMs, now: clock.now().toISOString() }));
  });
}
