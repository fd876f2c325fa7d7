import type { SystemStatusCode } from '@marquee/api-client/contract';
import { ConfigError, loadConfig, MEMORY_DATA_DIR, parseStatusCode } from './config';
import { DatabaseLockedError } from './db/data-dir-lock';
import { HttpError } from './http/http-error';
import { ControlError, runThroughServer } from './ops/control-channel';
import {
  isOperatorCommand,
  OPERATOR_USAGE,
  type OperatorCommand,
  runOperatorCommand,
} from './ops/operator-commands';
import { seedDemoNetwork } from './seed/demo-network';
import { openSeededDatabase, SHUTDOWN_DEADLINE_MS, startServer } from './server';
import { readStoredStatus, writeSetting } from './services/system/settings';

const USAGE = `Usage:
  node dist/cli.js                          start the platform (PORT, HOST, DATA_DIR, DATABASE_URL, ...)
  node dist/cli.js status <0|1|2> [endISO]  set the system status in the database and exit
                                            0 normal, 1 maintenance (optional end time), 2 region restricted
  node dist/cli.js demo-network             demo mode only, the server stopped: write the demo agent
                                            network (netagent, 50,000 members five levels deep, 90
                                            days of play, contracts at every level) and exit
Operator commands (run by the server when it is running on the same DATA_DIR):
${OPERATOR_USAGE.replace(/^ {2}/gm, '  node dist/cli.js ')}`;

const STATUS_NAMES: Record<SystemStatusCode, string> = {
  0: 'normal',
  1: 'maintenance',
  2: 'region restricted',
};

async function start(): Promise<void> {
  const server = await startServer(loadConfig());
  console.info(`Marquee is running at ${server.url} (${server.database})`);
  const shutdown = () => {
    setTimeout(() => {
      console.error(`still stopping after ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting now`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
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

/** The opt-in demo agent network, into the demo's database (not while a server holds it). */
async function demoNetwork(args: string[]): Promise<void> {
  if (args.length > 0) throw new ConfigError(USAGE);
  const config = loadConfig();
  if (!config.demo) throw new ConfigError('demo-network writes demo data: only with MARQUEE_DEMO=1');
  const database = await openSeededDatabase(config);
  try {
    const started = Date.now();
    const network = await seedDemoNetwork(database.db);
    console.info(
      `Demo network written in ${database.description} in ${Math.round((Date.now() - started) / 1000)} s: ` +
        `netagent's team of ${network.team} members, ${network.bets} rounds, ${network.entries} ledger entries, ` +
        `${network.contracts} contracts`,
    );
  } finally {
    await database.close();
  }
}

/** The new operator's password: OPERATOR_PASSWORD, or standard input (one line, or all of a pipe). */
async function readOperatorPassword(): Promise<string> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && chunk.includes('\n')) break;
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function operatorCommand(command: OperatorCommand, given: string[]): Promise<void> {
  const args =
    command === 'operators' && given[0] === 'add' && given.length === 2
      ? [...given, await readOperatorPassword()]
      : given;
  const config = loadConfig();
  const embedded = !config.databaseUrl && config.dataDir !== MEMORY_DATA_DIR;
  const served = embedded ? await runThroughServer(config.dataDir, command, args) : null;
  if (served) {
    for (const line of served) console.info(line);
    return;
  }
  const database = await openSeededDatabase(config);
  try {
    for (const line of await runOperatorCommand(database.db, command, args, new Date())) console.info(line);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === undefined || command === 'start') return start();
  if (command === 'status') return setStatus(args);
  if (command === 'demo-network') return demoNetwork(args);
  if (isOperatorCommand(command)) return operatorCommand(command, args);
  if (command === 'help' || command === '--help' || command === '-h') {
    console.info(USAGE);
    return;
  }
  throw new ConfigError(`unknown command '${command}'\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof ControlError ||
    error instanceof HttpError
  )
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
