import { CHAT_CONSOLE_PATH } from '@marquee/api-client/contract';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { request, testApp } from '../test-support/harness';

// the console's page and scripts read no table
const app = testApp(drizzle.mock({ schema }) as unknown as Db);

async function consolePage(headers: Record<string, string>) {
  const res = await request(app, CHAT_CONSOLE_PATH, { headers });
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    script: /<script src="([^"]+)"><\/script>/.exec(html)?.[1] ?? '',
    vary: res.headers.get('vary'),
  };
}

async function chooseLanguage(language: string) {
  const res = await request(app, `${CHAT_CONSOLE_PATH}?language=${language}`, {
    headers: { 'accept-language': 'th' },
  });
  return { status: res.status, location: res.headers.get('location'), cookie: res.headers.get('set-cookie') };
}

describe('operator console language', () => {
  it('answers in Thai for accept-language: th, and its script carries the Thai texts', async () => {
    const page = await consolePage({ 'accept-language': 'th' });
    expect(page.lang).toBe('th');
    expect(page.html).toContain('<title>คอนโซลแชทสด</title>');
    expect(page.html).toContain('<label for="name">ชื่อเจ้าหน้าที่</label>');
    expect(page.html).toContain('<option value="th" lang="th" selected>ภาษาไทย</option>');
    expect(page.html).not.toContain('Operator name');
    expect(page.vary).toMatch(/^accept-language, cookie\b/);
    expect(page.script).toBe('/chat-console/console.th.js');

    const script = await request(app, page.script);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const body = await script.text();
    expect(body).toContain('"typing":"สมาชิกกำลังพิมพ์…"');
    expect(body).toContain('const LANG = "th";');
    expect(body).not.toContain('The member is typing');
  });

  it("remembers the operator's choice, which overrides the browser's language", async () => {
    const chosen = await chooseLanguage('vi');
    expect(chosen.status).toBe(303);
    expect(chosen.location).toBe(CHAT_CONSOLE_PATH);
    expect(chosen.cookie).toMatch(/^marquee_console_language=VI;/);
    expect(chosen.cookie).toContain('Path=/chat-console');
    expect(chosen.cookie).toContain('Max-Age=31536000');
    expect(chosen.cookie).toContain('HttpOnly');

    const page = await consolePage({ 'accept-language': 'th', cookie: 'marquee_console_language=VI' });
    expect(page.lang).toBe('vi');
    expect(page.html).toContain('<h2>Đăng nhập nhân viên</h2>');
    expect(page.html).toContain('<option value="vi" lang="vi" selected>Tiếng Việt</option>');
    expect(page.script).toBe('/chat-console/console.vi.js');
    // the choice of English wins over a Thai browser too
    const english = await consolePage({ 'accept-language': 'th', cookie: 'marquee_console_language=EN' });
    expect(english.lang).toBe('en');
  });

  it('keeps no choice of a language it does not have', async () => {
    const chosen = await chooseLanguage('fr');
    expect(chosen).toEqual({ status: 303, location: CHAT_CONSOLE_PATH, cookie: null });
    const page = await consolePage({ 'accept-language': 'th', cookie: 'marquee_console_language=FR' });
    expect(page.lang).toBe('th');
  });

  it("takes the browser's most preferred language it has, else English", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'en'],
      ['fr-FR, de;q=0.8', 'en'],
      ['fr-FR, zh-TW;q=0.5', 'zh-CN'],
      ['en;q=0.4, id-ID;q=0.9', 'id'],
      ['vi;q=0, fil-PH;q=0.3', 'fil'],
      ['TL', 'fil'],
      ['constructor', 'en'],
    ];
    for (const [acceptLanguage, lang] of cases) {
      const page = await consolePage(
        acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
      );
      expect(page.lang, acceptLanguage).toBe(lang);
    }
  });

  it('serves a script for each of the six languages and none for another', async () => {
    for (const code of ['cn', 'en', 'id', 'th', 'ty', 'vi'])
      expect((await request(app, `/chat-console/console.${code}.js`)).status, code).toBe(200);
    const other = await request(app, '/chat-console/console.fr.js');
    expect(other.headers.get('content-type') ?? '').not.toMatch(/javascript/);
  });
});
