import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, '../../platform/dist/cli.js');

/**
 * Runs an operator command of the platform CLI on the journeys' server, as an operator would
 * (`node dist/cli.js affiliate approve 3`); the server runs it since it holds the database.
 */
export function operatorCli(...args: string[]): Promise<string[]> {
  return operatorCliWithEnv({}, ...args);
}

/** The same with more environment, e.g. OPERATOR_PASSWORD for `operators add`. */
export function operatorCliWithEnv(env: Record<string, string>, ...args: string[]): Promise<string[]> {
  return runOn('MARQUEE_E2E_DATA_DIR', env, args);
}

/** An operator command on the second platform's server, for the journeys served there. */
export function secondPlatformCli(...args: string[]): Promise<string[]> {
  return runOn('MARQUEE_E2E_SECOND_DATA_DIR', {}, args);
}

async function runOn(
  dataDirVariable: string,
  env: Record<string, string>,
  args: string[],
): Promise<string[]> {
  const dataDir = process.env[dataDirVariable];
  if (!dataDir) throw new Error(`${dataDirVariable} is not set (playwright.config.ts sets it)`);
  const { stdout } = await run('node', [CLI, ...args], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, NODE_ENV: 'test', MARQUEE_DEMO: '1' },
  });
  return stdout.split('\n').filter(Boolean);
}
