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
export async function operatorCliWithEnv(env: Record<string, string>, ...args: string[]): Promise<string[]> {
  const dataDir = process.env.MARQUEE_E2E_DATA_DIR;
  if (!dataDir) throw new Error('MARQUEE_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const { stdout } = await run('node', [CLI, ...args], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, NODE_ENV: 'test', MARQUEE_DEMO: '1' },
  });
  return stdout.split('\n').filter(Boolean);
}
