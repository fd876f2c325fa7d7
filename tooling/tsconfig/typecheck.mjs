#!/usr/bin/env node
// Type checks run on TypeScript 7, the native compiler, several times faster than the JavaScript
// one. Builds stay on the catalog's TypeScript: tsup's declaration step needs its compiler API,
// which TypeScript 7 does not have.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const typescript = path.dirname(require.resolve('typescript/package.json'));
await import(pathToFileURL(path.join(typescript, 'bin', 'tsc')).href);
