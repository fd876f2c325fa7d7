import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';
import { seedDatabase } from '../seed/seed';
import { freshPostgres, type PostgresTemplate, templateName } from './postgres-twins';

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
 * On the PostgreSQL server `url` names, the template database seeded as `kind` says, which the
 * PostgreSQL files copy (postgres-twins.ts). No connection to it stays open: PostgreSQL copies a
 * database only while nobody is connected to it.
 */
async function postgresTemplate(url: string, kind: PostgresTemplate): Promise<void> {
  const database = await openDatabase({ url: await freshPostgres(url, `template_${kind}`) });
  try {
    await seedDatabase(database.db, { demo: kind === 'demo' });
  } finally {
    await database.close();
  }
}

async function dropPostgresTemplates(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const kind of TEMPLATES) await admin.query(`drop database if exists "${templateName(url, kind)}"`);
  } finally {
    await admin.end();
  }
}

const TEMPLATES: PostgresTemplate[] = ['demo', 'production'];

/**
 * Migrates and seeds the databases once for the whole run and hands their snapshots to the test
 * files: a fresh PGlite with every migration costs several times a start from a snapshot. With
 * TEST_DATABASE_URL, the same on PostgreSQL: seeded template databases the files copy.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-platform-test-'));
  const url = process.env.TEST_DATABASE_URL;
  const [seeded, production] = await Promise.all([
    snapshotFile(dir, true),
    snapshotFile(dir, false),
    Promise.all(url ? TEMPLATES.map((kind) => postgresTemplate(url, kind)) : []),
  ]);
  project.provide('seededSnapshot', seeded);
  project.provide('productionSnapshot', production);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) await dropPostgresTemplates(url);
  };
}
