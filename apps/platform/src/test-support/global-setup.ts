import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';
import { seedDatabase } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a tarball of a migrated, seeded PGlite data directory (see harness.ts) */
    seededSnapshot: string;
  }
}

/** Migrates and seeds one database for the whole run and hands its snapshot to the test files. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-platform-test-'));
  const database = await openDatabase({ memory: true });
  try {
    await seedDatabase(database.db, { demo: true });
    const snapshot = await database.snapshot?.();
    if (!snapshot) throw new Error('the embedded database cannot take a snapshot');
    const file = path.join(dir, 'seeded.tar');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('seededSnapshot', file);
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
