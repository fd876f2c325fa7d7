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
