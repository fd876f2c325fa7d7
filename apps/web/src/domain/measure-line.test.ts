import { HttpResponse, http } from 'msw';
import { server } from '../test/msw-server';
import { byLineSpeed, measureLine } from './measure-line';

describe('measureLine', () => {
  it("times a round trip to the domain's status call, never from the cache", async () => {
    const requests: Request[] = [];
    server.use(
      http.get('https://play.marquee.test/wps/system/status', ({ request }) => {
        requests.push(request);
        return HttpResponse.json({});
      }),
    );
    let clock = 1000;
    const line = await measureLine('play.marquee.test', {
      protocol: 'https:',
      now: () => {
        clock += 42;
        return clock;
      },
    });
    expect(line).toEqual({ domain: 'play.marquee.test', ms: 42 });
    expect(requests[0]?.cache).toBe('no-store');
  });

  it('counts a domain that does not answer, or not in time, as unreachable', async () => {
    server.use(
      http.get('https://down.marquee.test/wps/system/status', () => HttpResponse.error()),
      http.get('https://slow.marquee.test/wps/system/status', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    expect(await measureLine('down.marquee.test', { protocol: 'https:' })).toEqual({
      domain: 'down.marquee.test',
      ms: null,
    });
    expect(await measureLine('slow.marquee.test', { protocol: 'https:', timeoutMs: 20 })).toEqual({
      domain: 'slow.marquee.test',
      ms: null,
    });
  });
});

describe('byLineSpeed', () => {
  it('puts the fastest reachable line first and the unreachable ones last', () => {
    expect(
      byLineSpeed([
        { domain: 'a', ms: null },
        { domain: 'b', ms: 120 },
        { domain: 'c', ms: 35 },
      ]).map((line) => line.domain),
    ).toEqual(['c', 'b', 'a']);
  });
});
