import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { prepare, SIGNER, signIn } from './load.mjs';

const IN_FLIGHT = 60;
const SIGN_INS = 5;

async function spin(url, launchToken, stake) {
  const res = await fetch(`${url}/demo-game/api/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: launchToken, stake, idempotencyKey: randomUUID() }),
  });
  await res.arrayBuffer();
}

async function timedSignIn(url) {
  const started = performance.now();
  await signIn(url, SIGNER);
  return performance.now() - started;
}

/**
 * Another member's sign-in while 60 demo spins stay in flight (each one answered is replaced by another): the
 * sign-in's latency beside the same sign-in on an idle platform.
 */
export async function spinBurst(url) {
  const { launchToken, stake } = await prepare(url);
  const idle = [];
  for (let i = 0; i < SIGN_INS; i += 1) idle.push(await timedSignIn(url));
  let running = true;
  let spins = 0;
  const spinner = async () => {
    while (running) {
      await spin(url, launchToken, stake);
      spins += 1;
    }
  };
  const spinners = Array.from({ length: IN_FLIGHT }, spinner);
  // let the burst build up before the first sign-in
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const busy = [];
  const started = performance.now();
  for (let i = 0; i < SIGN_INS; i += 1) busy.push(await timedSignIn(url));
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(spinners);
  return { idle, busy, spinsPerSecond: spins / (seconds + 1) };
}

const list = (values) => values.map((value) => `${value.toFixed(0)} ms`).join(', ');

export function printSpinBurst(title, { idle, busy, spinsPerSecond }) {
  console.info(`\n== Sign-in beside ${IN_FLIGHT} spins in flight, ${title} ==`);
  console.info(`  idle platform:   ${list(idle)}`);
  console.info(`  during the burst: ${list(busy)} (max ${Math.max(...busy).toFixed(0)} ms)`);
  console.info(`  spins answered:  ~${spinsPerSecond.toFixed(0)}/s`);
}
