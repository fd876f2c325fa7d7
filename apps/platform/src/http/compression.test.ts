import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api } from '@marquee/api-client/contract';
import { request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const gameList = `${api.games.list.path}?gameType=RNG&language=EN&pageNum=1&pageSize=60`;
const oneWinner = `${api.games.winners.path}?gameCategory=ALL&language=EN&limitNum=1`;

async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe('compression of API answers', () => {
  it('compresses a large JSON answer with brotli or gzip, as the client accepts', async () => {
    const app = testApp(database.db);
    const plain = await bytesOf(await request(app, gameList));
    expect(plain.length).toBeGreaterThan(1024);

    const br = await request(app, gameList, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(await bytesOf(br))).toEqual(plain);

    const gzip = await request(app, gameList, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzip))).toEqual(plain);
  });

  it('sends a JSON answer under 1 KB as it is, even to a client that accepts compression', async () => {
    const app = testApp(database.db);
    const res = await request(app, oneWinner, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = await bytesOf(res);
    expect(body.length).toBeLessThan(1024);
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ success: true });
  });
});

describe('a cached answer sent again', () => {
  it('says Vary: Accept-Encoding even to a client that accepts no compression', async () => {
    const app = testApp(database.db);
    const res = await request(app, gameList);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends its stored compressed copy, the same bytes each time, with the weak ETag', async () => {
    const app = testApp(database.db);
    const plain = await request(app, gameList);
    const etag = plain.headers.get('etag');
    const plainBytes = await bytesOf(plain);
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await request(app, gameList, { headers: { 'accept-encoding': `${encoding}, deflate` } });
      const second = await request(app, gameList, { headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(second.headers.get('content-encoding')).toBe(encoding);
      expect(second.headers.get('etag')).toBe(`W/${etag}`);
      expect(second.headers.get('vary')).toBe('Accept-Encoding');
      const bytes = await bytesOf(second);
      expect(decompress(bytes)).toEqual(plainBytes);
      expect(decompress(await bytesOf(first))).toEqual(plainBytes);
      expect(Number(second.headers.get('content-length') ?? bytes.length)).toBe(bytes.length);
    }
    const revalidated = await request(app, gameList, {
      headers: { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` },
    });
    expect(revalidated.status).toBe(304);
  });
});
