import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A provider's file from the tests' fixtures (test/fixtures/match-data/README.md), parsed. */
export function matchDataFixture(name: string): unknown {
  const file = path.join(import.meta.dirname, '../../test/fixtures/match-data', name);
  return JSON.parse(readFileSync(file, 'utf8'));
}
