import { api } from '@marquee/api-client/contract';
import jpeg from 'jpeg-js';
import { PNG as PngCodec } from 'pngjs';
import { feedbackTickets } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { STORED_IMAGES_MAX_BYTES } from '../services/media/uploaded-images';
import { decideApplication, pendingApplications } from '../services/support/affiliate';
import { allFeedback, replyToFeedback } from '../services/support/feedback';
import { login, memberIdOf, registerFromOwnIp } from '../test-support/accounts';
import { call, testApp, useSeededDatabase } from '../test-support/harness';
import {
  interlacedPngBomb,
  jpegCarrying,
  jpegImage,
  pngCarrying,
  pngClaiming,
  pngImage,
} from '../test-support/images';

const database = useSeededDatabase();

const application = {
  name: 'Lan Nguyen',
  contact: 'telegram @lan_agent',
  channels: ['SOCIAL', 'MESSAGING'],
  expectedPlayers: 40,
};

const PNG = pngImage();
const feedbackText = 'My deposit of five hundred has not arrived yet';

describe('the affiliate programme and application', () => {
  it('shows a visitor the brand contract, without an application', async () => {
    const app = testApp(database.db);
    const { status, body } = await call(app, api.agent.affiliate);
    expect(status).toBe(200);
    expect(body.value.application).toBeNull();
    expect(body.value.programme.tiers.length).toBeGreaterThan(0);
    expect(body.value.programme.tiers[0]).toMatchObject({ commissionPercent: 25 });
  });

  it('keeps one pending application per member, even when two arrive at once', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const results = await Promise.all([
      call(app, api.agent.apply, { token, body: application as never }),
      call(app, api.agent.apply, { token, body: application as never }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({
      code: 'AFFILIATE_PENDING',
    });
    const mine = await call(app, api.agent.affiliate, { token });
    expect(mine.body.value.application).toMatchObject({
      status: 'PENDING',
      name: 'Lan Nguyen',
      expectedPlayers: 40,
    });
  });

  it('refuses a form the contract rules refuse', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    for (const body of [
      { ...application, channels: [] },
      { ...application, channels: ['SOCIAL', 'SOCIAL'] },
      { ...application, channels: ['TV'] },
      { ...application, expectedPlayers: 0 },
      { ...application, name: 'x'.repeat(65) },
      { ...application, name: 'Lan \u202eNguyen' },
      { ...application, name: '<b>Lan</b>' },
      { ...application, contact: '' },
    ]) {
      const { status } = await call(app, api.agent.apply, { token, body: body as never });
      expect(status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(app, api.agent.affiliate, { token })).body.value.application).toBeNull();
  });

  it('makes the member an agent once the operator approves, seen at the next sign-in', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    await call(app, api.agent.apply, { token: member.token, body: application as never });
    const pending = await pendingApplications(database.db);
    const mine = pending.find((entry) => entry.account === member.username);
    expect(mine).toBeDefined();
    await decideApplication(database.db, mine!.id, 'APPROVED', new Date());
    await expect(decideApplication(database.db, mine!.id, 'REJECTED', new Date())).rejects.toThrow(/pending/);

    const signIn = await login(app, member.username, member.password, { ip: '198.51.100.99' });
    const info = await call(app, api.member.info, { token: signIn.body.value.token });
    expect(info.body.value.isAgent).toBe(1);
    const again = await call(app, api.agent.apply, { token: member.token, body: application as never });
    expect(again.body).toMatchObject({ code: 'ALREADY_AGENT' });
    expect(
      (await call(app, api.agent.affiliate, { token: member.token })).body.value.application?.status,
    ).toBe('APPROVED');
  });

  it('lets a rejected member apply again', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    await call(app, api.agent.apply, { token: member.token, body: application as never });
    const mine = (await pendingApplications(database.db)).find((entry) => entry.account === member.username);
    await decideApplication(database.db, mine!.id, 'REJECTED', new Date());
    const info = await call(app, api.member.info, { token: member.token });
    expect(info.body.value.isAgent).toBe(0);
    const again = await call(app, api.agent.apply, { token: member.token, body: application as never });
    expect(again.status).toBe(200);
  });
});

describe('feedback', () => {
  it('takes a feedback within the word bounds and lists it with the bounds', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const sent = await call(app, api.feedback.submit, {
      token,
      body: { questionType: 'DEPOSIT', content: feedbackText },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value.id).toMatch(/^FB-[0-9A-F]{10}$/);
    const list = await call(app, api.feedback.list, { token });
    expect(list.body.value).toMatchObject({ minWords: 5, maxWords: 300 });
    expect(list.body.value.items).toEqual([
      expect.objectContaining({
        id: sent.body.value.id,
        content: feedbackText,
        hasScreenshot: false,
        replies: [],
      }),
    ]);
  });

  it('refuses too few or too many words, and keeps nothing', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    for (const content of ['Too short', Array.from({ length: 301 }, () => 'word').join(' ')]) {
      const { status, body } = await call(app, api.feedback.submit, {
        token,
        body: { questionType: 'OTHER', content },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'FEEDBACK_WORDS', params: { min: 5, max: 300 } });
    }
    expect((await call(app, api.feedback.list, { token })).body.value.items).toEqual([]);
  });

  it('checks a screenshot by its bytes, not its declared type', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const send = (screenshot: unknown) =>
      call(app, api.feedback.submit, {
        token,
        body: { questionType: 'GAME', content: feedbackText, screenshot } as never,
      });
    const svg = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    expect((await send({ type: 'image/png', data: svg })).body).toMatchObject({ code: 'SCREENSHOT_TYPE' });
    expect((await send({ type: 'image/jpeg', data: PNG.toString('base64') })).body).toMatchObject({
      code: 'SCREENSHOT_TYPE',
    });
    expect((await send({ type: 'image/gif', data: PNG.toString('base64') })).status).toBe(400);
    const ok = await send({ type: 'image/png', data: PNG.toString('base64') });
    expect(ok.body.value.hasScreenshot).toBe(true);
    const shot = await call(app, api.feedback.screenshot, { token, query: { id: ok.body.value.id } });
    expect(shot.body.value).toEqual({ type: 'image/png', data: PNG.toString('base64') });
  });

  it('refuses a screenshot over 5 MB', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const { status, body } = await call(app, api.feedback.submit, {
      token,
      body: { questionType: 'GAME', content: feedbackText, screenshot: { type: 'image/png', data: big } },
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'SCREENSHOT_SIZE', params: { max: 5 } });
  });

  it('refuses a body over the upload limit before reading it', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const response = await app.request('http://localhost/wps/feedback', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': '9000000',
      },
      body: 'x'.repeat(16),
    });
    expect(response.status).toBe(413);
  });

  it("answers 404 for another member's screenshot", async () => {
    const app = testApp(database.db);
    const owner = await registerFromOwnIp(app);
    const other = await registerFromOwnIp(app);
    const sent = await call(app, api.feedback.submit, {
      token: owner.token,
      body: {
        questionType: 'GAME',
        content: feedbackText,
        screenshot: { type: 'image/png', data: PNG.toString('base64') },
      },
    });
    const theirs = await call(app, api.feedback.screenshot, {
      token: other.token,
      query: { id: sent.body.value.id },
    });
    expect(theirs.status).toBe(404);
    expect((await call(app, api.feedback.list, { token: other.token })).body.value.items).toEqual([]);
  });

  it("delivers the operator's reply with the feedback and in the inbox", async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const sent = await call(app, api.feedback.submit, {
      token,
      body: { questionType: 'WITHDRAWAL', content: feedbackText },
    });
    const ticket = sent.body.value.id;
    expect((await allFeedback(database.db)).some((entry) => entry.ticket === ticket)).toBe(true);
    await replyToFeedback(database.db, ticket, 'Your deposit was credited at 10:02.', new Date());
    const list = await call(app, api.feedback.list, { token });
    expect(list.body.value.items[0]?.replies).toEqual([
      { content: 'Your deposit was credited at 10:02.', createdAt: expect.any(String) },
    ]);
    const inbox = await call(app, api.member.messages, { token, query: { pageNum: '1' } });
    expect(inbox.body.value.content[0]).toMatchObject({ kind: 'FEEDBACK_REPLY', orderNo: ticket });
    await expect(replyToFeedback(database.db, 'FB-NOPE', 'x', new Date())).rejects.toThrow(/No feedback/);
  });

  const withScreenshot = (type: string, bytes: Buffer) => ({
    questionType: 'GAME',
    content: feedbackText,
    screenshot: { type, data: bytes.toString('base64') },
  });

  it('stores a re-encoded image, never markup carried with its pixels', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const markup = '<html><script>alert(document.cookie)</script></html>';
    for (const [type, image] of [
      ['image/png', pngCarrying(markup)],
      ['image/jpeg', jpegCarrying(markup)],
    ] as const) {
      const sent = await call(app, api.feedback.submit, {
        token,
        body: withScreenshot(type, image) as never,
      });
      expect(sent.status, type).toBe(200);
      const shot = await call(app, api.feedback.screenshot, { token, query: { id: sent.body.value.id } });
      const stored = Buffer.from(shot.body.value.data, 'base64');
      expect(stored.includes('<script'), type).toBe(false);
      const decoded = type === 'image/png' ? PngCodec.sync.read(stored) : jpeg.decode(stored);
      expect([decoded.width, decoded.height]).toEqual([3, 2]);
    }
    const trailing = Buffer.concat([pngImage(), Buffer.from(markup)]);
    const refused = await call(app, api.feedback.submit, {
      token,
      body: withScreenshot('image/png', trailing) as never,
    });
    expect(refused.body).toMatchObject({ code: 'SCREENSHOT_TYPE' });
  });

  it('refuses an image that does not decode, or claims more pixels than the bound', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const send = (type: string, bytes: Buffer) =>
      call(app, api.feedback.submit, { token, body: withScreenshot(type, bytes) as never });
    const bomb = await send('image/png', pngClaiming(50_000, 50_000));
    expect(bomb.status).toBe(413);
    expect(bomb.body).toMatchObject({ code: 'IMAGE_PIXELS', params: { max: 17 } });
    const interlaced = await send('image/png', interlacedPngBomb());
    expect(interlaced.body).toMatchObject({ code: 'SCREENSHOT_TYPE' });
    const truncated = await send('image/png', pngImage(40, 40).subarray(0, 40));
    expect(truncated.body).toMatchObject({ code: 'SCREENSHOT_TYPE' });
    const jpegBomb = jpegImage(16, 16);
    // the frame header's height and width (SOF0) claim 60000×60000
    const sof = jpegBomb.indexOf(Buffer.from([0xff, 0xc0]));
    jpegBomb.writeUInt16BE(60_000, sof + 5);
    jpegBomb.writeUInt16BE(60_000, sof + 7);
    expect((await send('image/jpeg', jpegBomb)).body).toMatchObject({ code: 'IMAGE_PIXELS' });
    expect((await send('image/jpeg', jpegImage().subarray(0, 20))).body).toMatchObject({
      code: 'SCREENSHOT_TYPE',
    });
    expect((await call(app, api.feedback.list, { token })).body.value.items).toEqual([]);
  });

  it('takes at most 10 screenshots an hour from a member, even sent at once', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, api.feedback.submit, {
          token,
          body: withScreenshot('image/png', PNG) as never,
          ip: '203.0.113.90',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array.from({ length: 10 }, () => [429, 'UPLOAD_RATE']),
    );
    // words alone are not an upload
    const words = await call(app, api.feedback.submit, {
      token,
      body: { questionType: 'GAME', content: feedbackText },
    });
    expect(words.status).toBe(200);
  });

  it('takes at most 30 screenshots an hour from one address, whoever sends them', async () => {
    const app = testApp(database.db);
    const ip = '203.0.113.91';
    const senders = await Promise.all([1, 2, 3, 4].map(() => registerFromOwnIp(app)));
    const answers = [];
    for (const sender of senders)
      for (let index = 0; index < 8; index += 1)
        answers.push(
          await call(app, api.feedback.submit, {
            token: sender.token,
            body: withScreenshot('image/png', PNG) as never,
            ip,
          }),
        );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    expect(answers.at(-1)?.body).toMatchObject({ code: 'UPLOAD_RATE' });
  });

  it("refuses a screenshot that would take the member's stored images past the limit", async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const memberId = await memberIdOf(database.db, member.username);
    // images already stored up to the limit, less than one small PNG
    await database.db.insert(feedbackTickets).values({
      ticket: 'FB-STOREDFULL',
      memberId,
      questionType: 'GAME',
      content: feedbackText,
      screenshotType: 'image/png',
      screenshot: 'A'.repeat(Math.floor((STORED_IMAGES_MAX_BYTES * 4) / 3) - 8),
      createdAt: new Date(),
    });
    const refused = await call(app, api.feedback.submit, {
      token: member.token,
      body: withScreenshot('image/png', PNG) as never,
      ip: '203.0.113.92',
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'UPLOAD_STORAGE', params: { max: 20 } });
  });

  it('lists member text to the operator with its control characters escaped, one row each', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const forged =
      'My deposit has not arrived yet\r\nFB-FORGED\tadmin\tGAME\t9 replies\t\x1b]0;owned\x07\x1b[2J\u202eok';
    const sent = await call(app, api.feedback.submit, {
      token: member.token,
      body: { questionType: 'DEPOSIT', content: forged },
    });
    expect(sent.status).toBe(200);
    const applied = await call(app, api.agent.apply, {
      token: member.token,
      body: { ...application, contact: 'telegram @lan\n42\tforged\tcontact\u009b2J' },
    });
    expect(applied.status).toBe(200);
    const lines = [
      ...(await runOperatorCommand(database.db, 'feedback', ['list'], new Date())),
      ...(await runOperatorCommand(database.db, 'affiliate', ['list'], new Date())),
    ];
    const feedbackRow = lines.find((line) => line.startsWith(sent.body.value.id));
    expect(feedbackRow?.split('\t')).toHaveLength(5);
    expect(feedbackRow).toContain('\\r\\nFB-FORGED\\tadmin');
    expect(feedbackRow).toContain('\\x1b]0;owned\\x07\\x1b[2J\\u202eok');
    const affiliateRow = lines.find((line) => /^\d+\t/.test(line) && line.includes(member.username));
    expect(affiliateRow?.split('\t')).toHaveLength(7);
    expect(affiliateRow).toContain('telegram @lan\\n42\\tforged\\tcontact\\x9b2J');
    const unprintable = (line: string) =>
      [...line].filter((character) => {
        const code = character.codePointAt(0)!;
        return character !== '\t' && (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x202e);
      });
    for (const line of lines) expect(unprintable(line)).toEqual([]);
  });
});
