import type { FastifyInstance } from 'fastify';
import { namesTeams } from '../../src/core/api/contract/match-names';
import { matchIdFromFileName } from '../../src/core/domain/match-files/events';
import { HttpError } from '../http/errors';
import type { Author } from '../search/write';
import { videosWithMatches } from './repository';
import { importMatchData } from './service';

/** One provider's file of the season: its name (the provider's id is in it) and its content. */
export interface SeasonFile {
  name: string;
  document: unknown;
}

export interface SeasonResult {
  file: string;
  /** The video it went onto; null when none is the file's match. */
  assetId: string | null;
  clips: number;
  removed: number;
  /** Why the file was not imported, in words; null when it was. */
  problem: string | null;
}

interface Facts {
  teams: string[];
  date: string | null;
}

/** A Cricsheet match's or StatsBomb line-up's teams and date, to find its video by. */
function factsOf(document: unknown): Facts | null {
  const info = (document as { info?: { teams?: unknown; dates?: unknown } } | null)?.info;
  if (!info || !Array.isArray(info.teams)) return null;
  const date =
    Array.isArray(info.dates) && typeof info.dates[0] === 'string' ? info.dates[0] : null;
  return { teams: info.teams.map(String), date };
}

const sameTeams = (match: string | null, teams: readonly string[]) =>
  namesTeams(match, teams) === true;

/**
 * A season's files imported onto the tenant's videos, one after another: each file goes onto
 * the video whose match names its teams on its date, placed by the same video times of each
 * innings' first ball (a season's broadcasts are cut alike); a file without its video, or one
 * the import refuses, is reported with why and the rest go on.
 */
export async function importSeason(
  app: FastifyInstance,
  author: Author & { tenantId: string },
  files: readonly SeasonFile[],
  inningsStarts: readonly number[],
  progress: (result: SeasonResult) => void = () => {},
): Promise<SeasonResult[]> {
  const videos = await videosWithMatches(app.db, author.tenantId);
  const results: SeasonResult[] = [];
  for (const file of files) {
    const result: SeasonResult = {
      file: file.name,
      assetId: null,
      clips: 0,
      removed: 0,
      problem: null,
    };
    const facts = factsOf(file.document);
    const video = facts
      ? videos.find((v) => sameTeams(v.match, facts.teams) && v.match_date === facts.date)
      : undefined;
    if (!facts) result.problem = 'not a Cricsheet match';
    else if (!video)
      result.problem = `no video of ${facts.teams.join(' v ')} on ${facts.date ?? 'its date'} in the library`;
    else {
      result.assetId = video.id;
      try {
        const done = await importMatchData(app, author, video.id, {
          file: file.document,
          matchId: matchIdFromFileName(file.name),
          syncPoints: inningsStarts.map((at, i) => ({ innings: i + 1, over: 0, ball: 1, at })),
        });
        result.clips = done.clips;
        result.removed = done.removed;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        result.problem = error.message;
      }
    }
    results.push(result);
    progress(result);
  }
  return results;
}
