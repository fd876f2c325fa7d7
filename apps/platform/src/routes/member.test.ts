import { api } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { languagePreferences, members } from '../db/schema';
import { registerMember } from '../test-support/accounts';
import { call, testApp, useSeededDatabase } from '../test-support/harness';
import { PUBLIC_ID } from '../test-support/public-ids';

const database = useSeededDatabase();

describe('PUT member.language', () => {
  it('records a visitor language choice per IP, on no member', async () => {
    const app = testApp(database.db);
    const first = await call(app, api.member.language, { body: { language: 'ty' }, ip: '192.0.2.10' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'OK', value: null });
    await call(app, api.member.language, { body: { language: 'VI' }, ip: '192.0.2.10' });
    const rows = await database.db
      .select()
      .from(languagePreferences)
      .where(eq(languagePreferences.visitor, '192.0.2.10'));
    expect(rows.map((row) => row.language)).toEqual(['VI']);
  });

  it('keeps a signed-in member language choice on the member, not on the IP', async () => {
    const app = testApp(database.db);
    const { username, token } = await registerMember(app, {}, '192.0.2.20');
    const result = await call(app, api.member.language, {
      body: { language: 'th' },
      token,
      ip: '192.0.2.20',
    });
    expect(result.body).toEqual({ success: true, message: 'OK', value: null });
    const [member] = await database.db
      .select({ language: members.language })
      .from(members)
      .where(eq(members.account, username));
    expect(member?.language).toBe('TH');
    const byIp = await database.db
      .select()
      .from(languagePreferences)
      .where(eq(languagePreferences.visitor, '192.0.2.20'));
    expect(byIp).toEqual([]);
  });

  it('treats an unknown token as a visitor', async () => {
    const app = testApp(database.db);
    const token = 'x'.repeat(43);
    const result = await call(app, api.member.language, {
      body: { language: 'EN' },
      token,
      ip: '192.0.2.30',
    });
    expect(result.status).toBe(200);
    const rows = await database.db
      .select()
      .from(languagePreferences)
      .where(eq(languagePreferences.visitor, '192.0.2.30'));
    expect(rows.map((row) => row.language)).toEqual(['EN']);
  });

  it.each([
    [{}, "'language' is required"],
    [{ language: 7 }, "'language' must be a string"],
    [{ language: 'english' }, "'language' must be a 2-letter code, got 'english'"],
    [{ language: 'QQ' }, "Unsupported language 'QQ'"],
    ['not json', 'Request body must be valid JSON'],
    [['EN'], 'Request body must be a JSON object'],
  ])('400s on %j', async (body, message) => {
    const result = await call(testApp(database.db), api.member.language, { body });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message, value: null });
  });

  it('405s a GET', async () => {
    const { status, body } = await call(testApp(database.db), api.member.language, { method: 'GET' });
    expect(status).toBe(405);
    expect(body.message).toContain('PUT');
  });
});

describe('GET member.info', () => {
  it("names the member by a public id, not the members' serial", async () => {
    const app = testApp(database.db);
    const [first, second] = [await registerMember(app), await registerMember(app)];
    const ids = [];
    for (const { token } of [first, second]) {
      const info = await call(app, api.member.info, { token });
      expect(info.body.value.id).toMatch(PUBLIC_ID);
      ids.push(info.body.value.id);
    }
    expect(ids[0]).not.toBe(ids[1]);
    const [row] = await database.db.select().from(members).where(eq(members.publicId, ids[0]!));
    expect(row?.account).toBe(first.username);
  });
});
