import { api } from '@marquee/api-client/contract';
import { CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { runOperatorCommand } from '../../ops/operator-commands';
import { call, testApp, useSeededDatabase } from '../../test-support/harness';

const database = useSeededDatabase();

const permission = async () =>
  (await call(testApp(database.db), api.system.whitelabel, { query: { url: 'localhost' } })).body.value;
const policy = async () =>
  (await testApp(database.db).request('http://localhost/wps/system/status')).headers.get(
    'content-security-policy',
  ) ?? '';
const analytics = (...args: string[]) => runOperatorCommand(database.db, 'analytics', args, new Date());

describe("the brand's analytics tag", () => {
  afterEach(() => analytics('off'));

  it('is none for the demo brand: the permission answer names none and the CSP lets no tag in', async () => {
    expect((await permission()).analytics).toEqual({ gtagId: null });
    expect(await policy()).toBe(CONTENT_SECURITY_POLICY);
    expect(await analytics()).toEqual(['The brand measures nobody (no analytics tag).']);
  });

  it("set by the operator, is in the permission answer and the CSP lets Google's tag in, until off", async () => {
    expect(await analytics('set', 'G-MARQUEE1')).toEqual([
      'Analytics tag G-MARQUEE1: visitors are asked, and measured only once they accept.',
    ]);
    expect((await permission()).analytics).toEqual({ gtagId: 'G-MARQUEE1' });
    const withTag = await policy();
    expect(withTag).toContain("script-src 'self' https://*.googletagmanager.com;");
    expect(withTag).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(withTag).toContain(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;",
    );
    expect(withTag).not.toMatch(/script-src[^;]*unsafe-inline/);
    // the rest of the brand is kept
    expect((await permission()).merchantCode).toBe('MARQUEE');

    expect(await analytics('off')).toEqual(['Analytics off: no banner, no tag.']);
    expect((await permission()).analytics).toEqual({ gtagId: null });
    expect(await policy()).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuses what is not a Google tag id: it would go into every visitor’s script address', async () => {
    for (const bad of ['UA-1', 'G-', 'G-abc def', "G-1'><script>", 'https://evil.example/x.js']) {
      await expect(analytics('set', bad)).rejects.toThrow('is not a Google tag id');
    }
    expect((await permission()).analytics).toEqual({ gtagId: null });
  });
});
