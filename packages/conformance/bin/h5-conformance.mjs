#!/usr/bin/env node
// The command of the package: runs the TypeScript sources through jiti (no build step), from a
// checkout of the repository (npm run conformance, npx h5-conformance) or from a packed tarball.
import { createJiti } from 'jiti';

await createJiti(import.meta.url).import('../src/cli.ts');
