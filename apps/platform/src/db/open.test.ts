import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { seedDatabase } from '../seed/seed';
import { readStoredStatus, writeSetting } from '../services/system/settings';
import { DatabaseLockedError } from './data-dir-lock';
import { openDatabase } from './open';
import { vendors } from './schema';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-pglite-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the file-backed embedded database', () => {
  it('keeps its data across a reopen, and one process at a time', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.description).toBe(`embedded PGlite in ${path.join(dataDir, 'pglite')}`);
    await seedDatabase(first.db, { demo: true });
    await writeSetting(first.db, 'system_status', {
      status: 1,
      maintenanceEnd: '2026-12-01T00:00:00.000Z',
      ip: null,
    });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await first.close();

    const reopened = await openDatabase({ dataDir });
    try {
      expect(await seedDatabase(reopened.db, { demo: true })).toBe(false);
      expect(await readStoredStatus(reopened.db)).toEqual({
        status: 1,
        maintenanceEnd: '2026-12-01T00:00:00.000Z',
        ip: null,
      });
      const [row] = await reopened.db.select({ n: count() }).from(vendors);
      expect(row?.n).toBeGreaterThan(40);
    } finally {
      await reopened.close();
    }
  });
});
