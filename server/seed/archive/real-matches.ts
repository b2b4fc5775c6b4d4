import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { CricsheetFile } from '../../../src/core/domain/match-files/cricsheet';

/**
 * The real matches the repository keeps (test/fixtures/match-data, with their licences and
 * attribution): what a generated archive takes its shape and its names from.
 */
const DIR = fileURLToPath(new URL('../../../test/fixtures/match-data/', import.meta.url));

/** Cricsheet's two IPL 2024 matches ("Data from Cricsheet, cricsheet.org", ODC-BY 1.0). */
export function realCricsheetMatches(): CricsheetFile[] {
  return ['1426311', '1426312'].map(
    (id) => JSON.parse(readFileSync(`${DIR}cricsheet/${id}.json`, 'utf8')) as CricsheetFile,
  );
}

/** StatsBomb's open data of a La Liga match, events and line-ups ("Data provided by StatsBomb"). */
export function realStatsbombMatch(): { events: unknown[]; lineup: unknown[] } {
  const read = (name: string) => readFileSync(`${DIR}statsbomb/${name}`);
  return {
    events: JSON.parse(gunzipSync(read('15986-events.json.gz')).toString('utf8')) as unknown[],
    lineup: JSON.parse(read('15986-lineup.json').toString('utf8')) as unknown[],
  };
}
