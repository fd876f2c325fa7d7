import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The requests a stopping server still owes an answer. Once `begin()` is called, a request that
 * arrives on a kept-alive connection is refused with 503 (the load balancer sends it to another
 * instance), every answer closes its connection, and `settled()` resolves when the requests that
 * were already running have answered.
 */
export class Drain {
  #draining = false;
  #inFlight = 0;
  #waiting: (() => void)[] = [];

  get draining(): boolean {
    return this.#draining;
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (this.#draining) {
        c.header('connection', 'close');
        c.header('retry-after', '1');
        return c.json({ status: 'stopping' }, 503);
      }
      this.#inFlight += 1;
      try {
        await next();
      } finally {
        if (this.#draining) c.header('connection', 'close');
        this.#inFlight -= 1;
        if (this.#inFlight === 0) for (const resolve of this.#waiting.splice(0)) resolve();
      }
    };
  }

  begin(): void {
    this.#draining = true;
  }

  /** Resolves true once no request is running, or false after `timeoutMs` if some still are. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.#inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
      this.#waiting.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
