import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';
import { seedDatabase } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a tarball of a migrated PGlite data directory seeded for the demo (see harness.ts) */
    seededSnapshot: string;
    /** the same, seeded as production seeds it: no demo accounts, no history */
    productionSnapshot: string;
  }
}

/** Seeds a fresh database as `demo` says and writes its data directory as a tarball. */
async function snapshotFile(dir: string, demo: boolean): Promise<string> {
  const database = await openDatabase({ memory: true });
  try {
    await seedDatabase(database.db, { demo });
    const snapshot = await database.snapshot?.();
    if (!snapshot) throw new Error('the embedded database cannot take a snapshot');
    const file = path.join(dir, demo ? 'seeded.tar' : 'production.tar');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/**
 * Migrates and seeds the databases once for the whole run and hands their snapshots to the test
 * files: a fresh PGlite with every migration costs several times a start from a snapshot.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-platform-test-'));
  const [seeded, production] = await Promise.all([snapshotFile(dir, true), snapshotFile(dir, false)]);
  project.provide('seededSnapshot', seeded);
  project.provide('productionSnapshot', production);
  return () => rmSync(dir, { recursive: true, force: true });
}
