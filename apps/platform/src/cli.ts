import type { SystemStatusCode } from '@marquee/api-client/contract';
import { ConfigError, loadConfig, parseStatusCode } from './config';
import { DatabaseLockedError } from './db/data-dir-lock';
import { HttpError } from './http/http-error';
import { openSeededDatabase, startServer } from './server';
import { matchBankDeposit, pendingBankDeposits } from './services/member-centre/deposits';
import { readStoredStatus, writeSetting } from './services/system/settings';

const USAGE = `Usage:
  node dist/cli.js                          start the platform (PORT, HOST, DATA_DIR, DATABASE_URL, ...)
  node dist/cli.js status <0|1|2> [endISO]  set the system status in the database and exit
                                            0 normal, 1 maintenance (optional end time), 2 region restricted
  node dist/cli.js deposits                 list the bank-transfer deposits waiting to be matched
  node dist/cli.js deposits match <orderNo> <amount>
                                            credit a bank transfer received for the order (amount in
                                            major units, e.g. 500.00: it must be the order's)`;

const STATUS_NAMES: Record<SystemStatusCode, string> = {
  0: 'normal',
  1: 'maintenance',
  2: 'region restricted',
};

async function start(): Promise<void> {
  const server = await startServer(loadConfig());
  console.info(`Marquee is running at ${server.url} (${server.database})`);
  const shutdown = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('error while shutting down:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function setStatus(args: string[]): Promise<void> {
  const [code, end] = args;
  if (code === undefined || args.length > 2) throw new ConfigError(USAGE);
  const status = parseStatusCode(code);
  let maintenanceEnd: string | null = null;
  if (end !== undefined) {
    if (status !== 1) throw new ConfigError('an end time applies only to status 1 (maintenance)');
    const time = Date.parse(end);
    if (Number.isNaN(time)) throw new ConfigError(`end time must be an ISO 8601 date, got '${end}'`);
    maintenanceEnd = new Date(time).toISOString();
  }
  const config = loadConfig();
  const database = await openSeededDatabase(config);
  try {
    const current = await readStoredStatus(database.db);
    await writeSetting(database.db, 'system_status', { ...current, status, maintenanceEnd });
  } finally {
    await database.close();
  }
  const until = maintenanceEnd ? ` until ${maintenanceEnd}` : '';
  console.info(`System status set to ${status} (${STATUS_NAMES[status]}${until}) in ${database.description}`);
  if (config.forcedStatus)
    console.warn('note: SYSTEM_STATUS is set in the environment and overrides the stored status');
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** The operator's side of a bank-transfer deposit: what waits, and matching one. */
async function deposits(args: string[]): Promise<void> {
  const [action, orderNo, amount] = args;
  if (!(action === undefined || (action === 'match' && orderNo && amount && args.length === 3)))
    throw new ConfigError(USAGE);
  const minor = amount === undefined ? 0 : Math.round(Number(amount) * 100);
  if (amount !== undefined && (!/^\d+(\.\d{1,2})?$/.test(amount) || minor <= 0))
    throw new ConfigError(`amount must be a positive amount with at most two decimals, got '${amount}'`);
  const database = await openSeededDatabase(loadConfig());
  try {
    const now = new Date();
    if (action === undefined) {
      const pending = await pendingBankDeposits(database.db, now);
      if (pending.length === 0) console.info('No bank-transfer deposit is waiting.');
      for (const order of pending) {
        console.info(
          `${order.orderNo}  ${order.account}  ${money(order.amount)}  since ${order.createdAt.toISOString()}`,
        );
      }
      return;
    }
    const outcome = await matchBankDeposit(database.db, { orderNo: orderNo!, amount: minor }, now);
    console.info(
      outcome === 'settled' ? `Deposit ${orderNo} credited.` : `Deposit ${orderNo} was already credited.`,
    );
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === undefined || command === 'start') return start();
  if (command === 'status') return setStatus(args);
  if (command === 'deposits') return deposits(args);
  if (command === 'help' || command === '--help' || command === '-h') {
    console.info(USAGE);
    return;
  }
  throw new ConfigError(`unknown command '${command}'\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof HttpError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
