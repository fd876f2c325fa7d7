import { failEnvelope } from '@marquee/api-client/contract';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AnswerCache, keepAnswersIn } from './http/answer-cache';
import { apiCors } from './http/api-cors';
import type { AppEnv, Deps } from './http/app-env';
import { API_BODY_CEILING, API_BODY_LIMIT, bodyCeiling, DEV_BODY_LIMIT } from './http/body-limit';
import { compression } from './http/compression';
import { Drain } from './http/drain';
import { healthRoutes } from './http/health';
import { HttpError } from './http/http-error';
import { allowedMethods } from './http/mount';
import { requestScope } from './http/request-scope';
import { sessionGuard } from './http/require-session';
import { securityHeaderList, securityHeaders } from './http/security-headers';
import { DEMO_HISTORY_DRAWS } from './reference/lottery';
import { accountRoutes } from './routes/account';
import { accountSecurityRoutes } from './routes/account-security';
import { affiliateFeedbackRoutes } from './routes/affiliate-feedback';
import { agentContractRoutes } from './routes/agent-contracts';
import { agentTeamRoutes } from './routes/agent-team';
import { captchaRoutes } from './routes/captcha';
import { type ChatSockets, chatRoutes } from './routes/chat';
import { DEMO_GAME_API, demoGameRoutes } from './routes/demo-game';
import { demoPaymentRoutes } from './routes/demo-payment';
import { depositRoutes } from './routes/deposit';
import { DEV_PREFIX, devRoutes } from './routes/dev';
import { gameBoardRoutes } from './routes/game-board';
import { gameLaunchRoutes } from './routes/game-launch';
import { gamePlayerRoutes } from './routes/game-player';
import { gameRoutes } from './routes/games';
import { lotteryRoutes } from './routes/lottery';
import { mediaRoutes } from './routes/media';
import { memberRoutes } from './routes/member';
import { messageRoutes } from './routes/messages';
import { missionRoutes } from './routes/missions';
import { noticeRoutes } from './routes/notice';
import { oauthDemoRoutes } from './routes/oauth-demo';
import { playSafeRoutes } from './routes/play-safe';
import { pointMallRoutes } from './routes/point-mall';
import { promotionRoutes } from './routes/promotions';
import { realityCheckRoutes } from './routes/reality-check';
import { recordRoutes } from './routes/records';
import { referralRoutes } from './routes/referral';
import { rewardRoutes } from './routes/rewards';
import { routerRoutes } from './routes/routers';
import { sessionRoutes } from './routes/session';
import { socialOidcRoutes } from './routes/social-oidc';
import { systemRoutes } from './routes/system';
import { uplineTransferRoutes } from './routes/upline-transfer';
import { verificationRoutes } from './routes/verification';
import { vipRoutes } from './routes/vip';
import { walletRoutes } from './routes/wallet';
import { withdrawalRoutes } from './routes/withdrawal';
import { agentPayJob } from './services/agents/agent-pay-job';
import { Clock } from './services/clock';
import type { AccountDeps } from './services/deps';
import { instanceName, JobRuns } from './services/job-runs';
import { lotteryScheduler } from './services/lottery/scheduler';
import { depositJobs } from './services/member-centre/deposit-jobs';
import { withdrawalJobs } from './services/member-centre/withdrawal-jobs';
import { pgliteUpkeepJob } from './services/pglite-upkeep';
import { promotionReviewJob } from './services/promotions/promotion-review';
import { isCurrentRead } from './services/read-cache';
import { referralJob } from './services/referral/referral-job';
import { birthdayJob } from './services/rewards/birthday-job';
import { rebateJob } from './services/rewards/rebate-job';
import { brandAnalyticsOn } from './services/system/brand-analytics';
import type { TimedJob } from './services/timed-job';
import { vipJob } from './services/vip/vip-job';
import { webApp } from './static/web-app';

const ENVELOPE_PREFIXES = ['/wps/', '/lgw/', `${DEV_PREFIX}/`, '/oauth/', `${DEMO_GAME_API}/`];

const answersWithEnvelope = (path: string) => ENVELOPE_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The platform as a Hono app: the API from the contract's path table, media, and the web app. */
export function createApp(deps: Deps): Hono<AppEnv> {
  return createPlatform(deps).app;
}

/**
 * The app, the jobs a running server starts (tests drive them through the routes or the services)
 * with the claims that run each of their periods on one instance, and the live chat's sockets,
 * which it attaches to its HTTP server.
 */
export function createPlatform(deps: Deps): {
  app: Hono<AppEnv>;
  /** the requests in flight, which a stopping server lets finish */
  drain: Drain;
  /** the platform's clock (the demo's dev clock may offset it), for the operator commands */
  now: () => Date;
  /**
   * every scheduled job: lottery draws, withdrawals' review, the daily rebate, the birthday bonus,
   * the VIP evaluation, referral rewards, agent pay, the chat's idle close, (PGlite only) the
   * vacuum of the tables read index-only and (demo only) the bank-transfer matcher and the
   * promotion review
   */
  jobs: readonly TimedJob[];
  /** where the jobs claim their periods, as this instance */
  runs: JobRuns;
  chat: ChatSockets;
} {
  const app = new Hono<AppEnv>();
  const drain = new Drain();
  // first: a load balancer's probes answer even while the server stops or its queue is long
  healthRoutes(app, deps.db, drain);
  const securityOptions = {
    trustProxy: deps.config.trustProxy,
    analyticsOn: () => brandAnalyticsOn(deps.db),
  };
  const answers = new AnswerCache({
    isCurrent: (answer) => isCurrentRead(deps.db, answer),
    securityHeaders: securityHeaderList(deps.config.platformOrigins, securityOptions),
    stopping: () => drain.draining,
    cors: deps.config.corsOrigins.length > 0,
  });
  keepAnswersIn(app, answers);
  app.use(answers.middleware());
  app.use(drain.middleware());
  app.use(requestScope(deps.config.trustProxy));
  app.use(securityHeaders(deps.config.platformOrigins, securityOptions));
  app.use(compression());
  app.use(
    bodyCeiling(
      app,
      [
        [`${DEV_PREFIX}/`, DEV_BODY_LIMIT],
        ['/wps/', API_BODY_CEILING],
        ['/lgw/', API_BODY_CEILING],
      ],
      API_BODY_LIMIT,
    ),
  );
  if (deps.config.corsOrigins.length > 0) {
    // before the session guard, so a preflight is answered without a token
    for (const prefix of ['/wps/*', '/lgw/*']) app.use(prefix, apiCors(deps.config.corsOrigins));
  }
  // one clock per app: the dev route's offset applies to this app's account rules only
  const accounts: AccountDeps = { ...deps, clock: new Clock(deps.config.now) };
  const lottery = lotteryScheduler(
    deps.db,
    accounts.clock,
    deps.config.demo ? DEMO_HISTORY_DRAWS : 0,
    deps.config.lotterySeedSecret,
  );
  const reviewSeconds = deps.config.demoWithdrawalReviewSeconds;
  const withdrawals = withdrawalJobs(
    deps.db,
    accounts.clock,
    reviewSeconds === null ? null : reviewSeconds * 1000,
  );
  // demoBankMatchSeconds is null outside demo mode: only the operator matches there
  const matchSeconds = deps.config.demoBankMatchSeconds;
  const deposits = matchSeconds === null ? null : depositJobs(deps.db, accounts.clock, matchSeconds * 1000);
  // null outside demo mode: only the operator decides there
  const promotionSeconds = deps.config.demoPromotionReviewSeconds;
  const promotionReview =
    promotionSeconds === null ? null : promotionReviewJob(deps.db, accounts.clock, promotionSeconds * 1000);
  const rebate = rebateJob(deps.db, accounts.clock);
  const birthday = birthdayJob(deps.db, accounts.clock);
  const vip = vipJob(deps.db, accounts.clock);
  const referral = referralJob(deps.db, accounts.clock);
  const agentPay = agentPayJob(deps.db, accounts.clock);
  const upkeep = deps.config.databaseUrl ? null : pgliteUpkeepJob(deps.db);
  // every token descriptor of the path table, built or not, needs a live session
  app.use(sessionGuard(accounts));

  systemRoutes(app, deps);
  noticeRoutes(app, deps);
  gameRoutes(app, deps);
  routerRoutes(app, deps);
  memberRoutes(app, accounts);
  sessionRoutes(app, accounts);
  verificationRoutes(app, accounts);
  captchaRoutes(app, accounts);
  accountRoutes(app, accounts);
  walletRoutes(app, accounts);
  messageRoutes(app, accounts);
  affiliateFeedbackRoutes(app, accounts);
  depositRoutes(app, accounts, deposits);
  withdrawalRoutes(app, accounts, withdrawals);
  recordRoutes(app, accounts);
  rewardRoutes(app, accounts, [rebate, birthday]);
  missionRoutes(app, accounts);
  promotionRoutes(app, accounts, promotionReview);
  pointMallRoutes(app, accounts);
  uplineTransferRoutes(app, accounts);
  agentTeamRoutes(app, accounts);
  agentContractRoutes(app, accounts);
  vipRoutes(app, accounts);
  playSafeRoutes(app, accounts);
  realityCheckRoutes(app, accounts);
  referralRoutes(app, accounts);
  accountSecurityRoutes(app, accounts);
  if (deps.config.demo) demoPaymentRoutes(app, accounts);
  gamePlayerRoutes(app, accounts);
  gameLaunchRoutes(app, accounts);
  gameBoardRoutes(app, accounts);
  demoGameRoutes(app, accounts);
  lotteryRoutes(app, accounts, lottery);
  if (deps.config.demo) oauthDemoRoutes(app, accounts);
  socialOidcRoutes(app, accounts);
  mediaRoutes(app, deps);
  const chat = chatRoutes(app, accounts);
  if (deps.config.demo) devRoutes(app, accounts);
  // a provider path that is not mounted is a 404, not the web app's history fallback
  app.all('/oauth/*', (c) => c.notFound());
  app.all('/demo-pay/*', (c) => c.notFound());
  app.all('/demo-pay-assets/*', (c) => c.notFound());
  app.get('*', webApp(deps.config.webDist, deps, { sourceMaps: deps.config.demo }));

  app.notFound((c) => {
    const { path, method } = c.req;
    if (!answersWithEnvelope(path)) return c.text('Not found', 404);
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0) {
      c.header('allow', allowed.join(', '));
      return c.json(
        failEnvelope(`Method ${method} is not allowed for ${path} (allowed: ${allowed.join(', ')})`),
        405,
      );
    }
    // a gateway path no route serves answers the envelope, never canned data
    return c.json(failEnvelope(`Not available: ${method} ${path}`), 404);
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(failEnvelope(error.message, error.details, error.coded ?? undefined), error.status);
    }
    if (error instanceof HTTPException && error.status < 500)
      return c.json(failEnvelope(error.message), error.status);
    console.error(`[platform] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(failEnvelope('Internal error'), 500);
  });

  const scheduled = [
    lottery,
    withdrawals,
    deposits,
    promotionReview,
    rebate,
    birthday,
    vip,
    referral,
    agentPay,
    upkeep,
  ];
  return {
    app,
    drain,
    now: () => accounts.clock.now(),
    jobs: [...scheduled.filter((job) => job !== null), chat.idle],
    runs: new JobRuns(deps.db, instanceName(), () => accounts.clock.now()),
    chat,
  };
}
