import { FairQueue, joinFlow, runAsJob } from './fair-queue';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('FairQueue', () => {
  it.each([1, 3])('runs at most %i call(s) at a time', async (slots) => {
    const queue = new FairQueue(slots);
    let running = 0;
    let most = 0;
    const call = async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(5);
      running -= 1;
    };
    await Promise.all(Array.from({ length: 8 }, () => queue.run(call)));
    expect(most).toBe(slots);
  });

  it('lets a short request that arrives during a burst of long ones go before their later calls', async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    const blocker = queue.run(() => pause(30));
    // a busy job (the burst) has had its long call and queues its next one first
    const busy = runAsJob(async () => {
      await queue.run(async () => {
        await pause(20);
        order.push('busy 1');
      });
      await queue.run(async () => {
        order.push('busy 2');
      });
    });
    const busyTail = Array.from({ length: 3 }, (_, index) =>
      runAsJob(() =>
        queue.run(async () => {
          await pause(30);
          order.push(`other ${index}`);
        }),
      ),
    );
    await pause(60);
    // a sign-in arrives after all of them: it has had nothing yet
    const signIn = runAsJob(async () => {
      await queue.run(async () => {
        order.push('sign-in 1');
      });
      await queue.run(async () => {
        order.push('sign-in 2');
      });
    });
    await Promise.all([blocker, busy, ...busyTail, signIn]);
    expect(order.indexOf('sign-in 1')).toBeLessThan(order.indexOf('busy 2'));
    expect(order.indexOf('sign-in 2')).toBeLessThan(order.indexOf('busy 2'));
  });

  it('ranks the jobs of one flow together: a burst of one member sent at once yields to a later sign-in', async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    const blocker = queue.run(() => pause(20));
    const burst = Array.from({ length: 10 }, (_, index) =>
      runAsJob(() => {
        joinFlow('member:burst-test');
        return queue.run(async () => {
          await pause(10);
          order.push(`round ${index}`);
        });
      }),
    );
    await pause(5);
    const signIn = runAsJob(() => {
      joinFlow('ip:sign-in-test');
      return queue.run(async () => {
        order.push('sign-in');
      });
    });
    await Promise.all([blocker, ...burst, signIn]);
    // one round had the database when the blocker let go; the sign-in goes next, not eleventh
    expect(order.indexOf('sign-in')).toBe(1);
  });

  it('finishes a request that started earlier before newcomers start, so answers are not held back', async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    const blocker = queue.run(() => pause(10));
    const first = runAsJob(async () => {
      await queue.run(async () => {
        order.push('first 1');
      });
      await queue.run(async () => {
        order.push('first 2');
      });
    });
    await pause(2);
    // newcomers keep arriving while the first request is between its two calls
    const newcomers = Array.from({ length: 5 }, (_, index) =>
      runAsJob(() =>
        queue.run(async () => {
          order.push(`newcomer ${index}`);
        }),
      ),
    );
    await Promise.all([blocker, first, ...newcomers]);
    expect(order.slice(0, 2)).toEqual(['first 1', 'first 2']);
  });

  it('passes results and errors through', async () => {
    const queue = new FairQueue();
    await expect(queue.run(async () => 42)).resolves.toBe(42);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'after')).resolves.toBe('after');
  });
});
