import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { memberIdOf } from '../../test-support/accounts';
import { useSeededDatabase } from '../../test-support/harness';
import { createSession, resolveSession, revokeMemberSessions, revokeSession } from './sessions';

const database = useSeededDatabase();

const demoMemberId = () => memberIdOf(database.db, 'demo');

describe('session lookups reused for a second', () => {
  const now = new Date();

  it('a signed-out token is refused on the very next call, though its lookup was just reused', async () => {
    const { db } = database;
    const token = await createSession(db, await demoMemberId(), now, '127.0.0.1');
    const session = await resolveSession(db, token, now);
    expect(session).not.toBeNull();
    expect(await resolveSession(db, token, now)).toEqual(session);
    await revokeSession(db, session!.sessionId, now);
    expect(await resolveSession(db, token, now)).toBeNull();
  });

  it('a sign-out landing while a lookup reads is not undone by that lookup', async () => {
    const { db } = database;
    const memberId = await demoMemberId();
    const token = await createSession(db, memberId, now, '127.0.0.1');
    const reading = resolveSession(db, token, now);
    await revokeMemberSessions(db, memberId, now);
    await reading;
    expect(await resolveSession(db, token, now)).toBeNull();
  });

  it('a change made elsewhere (another platform process) is seen once the second is over', async () => {
    const { db } = database;
    const token = await createSession(db, await demoMemberId(), now, '127.0.0.1');
    const session = await resolveSession(db, token, now);
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, session!.sessionId));
    expect(await resolveSession(db, token, new Date(now.getTime() + 999))).not.toBeNull();
    expect(await resolveSession(db, token, new Date(now.getTime() + 1000))).toBeNull();
  });

  it('a clock moved back reads the session again', async () => {
    const { db } = database;
    const token = await createSession(db, await demoMemberId(), now, '127.0.0.1');
    const session = await resolveSession(db, token, now);
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, session!.sessionId));
    expect(await resolveSession(db, token, new Date(now.getTime() - 1))).toBeNull();
  });
});
