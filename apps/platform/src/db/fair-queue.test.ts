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

  it('runs an exclusive call alone: after the calls before it, before the calls after it', async () => {
    const queue = new FairQueue(3);
    const log: string[] = [];
    let running = 0;
    const call = (name: string, ms: number) => async () => {
      running += 1;
      log.push(`${name} start ${running}`);
      await pause(ms);
      running -= 1;
    };
    const before = [queue.run(call('a', 20)), queue.run(call('b', 10))];
    const exclusive = queue.run(call('tx', 10), { exclusive: true });
    const after = [queue.run(call('c', 5)), queue.run(call('d', 5))];
    await Promise.all([...before, exclusive, ...after]);
    expect(log).toEqual(['a start 1', 'b start 2', 'tx start 1', 'c start 1', 'd start 2']);
  });

  it('frees the slots of an exclusive call that fails', async () => {
    const queue = new FairQueue(2);
    await expect(
      queue.run(() => Promise.reject(new Error('rolled back')), { exclusive: true }),
    ).rejects.toThrow('rolled back');
    await expect(Promise.all([queue.run(async () => 1), queue.run(async () => 2)])).resolves.toEqual([1, 2]);
  });
});
