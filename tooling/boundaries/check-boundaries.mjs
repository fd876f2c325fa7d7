import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations } from './find-violations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const violations = findViolations(root);
if (violations.length > 0) {
  console.error('Dependency direction broken (see ARCHITECTURE.md):');
  for (const line of violations) console.error(`  - ${line}`);
  process.exit(1);
}
console.info('boundaries: dependency direction respected');
