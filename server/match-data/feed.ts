import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import {
  parseVideoTime,
  type MatchDataFeedEvent,
  type MatchDataFeedRequest,
  type MatchDataFeedResponse,
} from '../../src/core/api/contract';
import {
  familyOf,
  tenantById,
  type CategoryDefinition,
  type MatchDataSettings,
} from '../../src/tenants';
import { assetOf } from '../assets/service';
import { firstVariantUri, wallClockOffset } from '../media/hls-playlist';
import { BadRequestError } from '../http/errors';
import type { Author } from '../search/write';
import { upsertClips } from '../search/write';
import { valueOf } from './csv';
import {
  MatchDataError,
  type MatchClock,
  type MatchData,
  type MatchEvent,
} from '../../src/core/domain/match-files/events';
import { placeEvents } from './timeline';
import { FEED_CHANGE_SUMMARY } from './repository';
import { settingsOf } from './service';
import { readStatsbomb } from '../../src/core/domain/match-files/statsbomb';

/** The most events one request of a feed carries: a feed sends them as they happen. */
export const FEED_MAX_EVENTS = 200;

/** Seconds into the video of a wall-clock moment (ms); null where the video has no dates. */
type WallClock = ((at: number) => number | null) | null;

/** What places a feed's events: the tenant's pace of a ball, each innings' first ball. */
interface FeedTimeline {
  wallClock: WallClock;
  inningsStarts: ReadonlyMap<number, number>;
  pace: MatchDataSettings['cricket'];
}

/**
 * A ball's moment from its innings' first ball at the broadcast's pace: each legal ball's gap
 * and each new over's change of ends (a feed sends balls one at a time, so wickets and extras
 * before it are not known: a feed that knows when a ball was bowled gives `at`).
 */
function ballMoment(start: number, over: number, ball: number, pace: FeedTimeline['pace']) {
  if (!pace) return start;
  return start + (over * 6 + ball - 1) * pace.ballSeconds + over * pace.overGapSeconds;
}

/** A feed event in the platform's terms as a match event, or why it makes none. */
function feedEvent(
  raw: MatchDataFeedEvent,
  matchId: string,
  categories: readonly CategoryDefinition[],
  kinds: ReadonlySet<string>,
  timeline: FeedTimeline,
): MatchEvent | { sourceId: string; summary: string; reason: string } {
  const sourceId = `feed:${matchId}:${raw.id}`;
  const summary = [raw.id, ...Object.values(raw.values).slice(0, 3)].join(' · ');
  const refused = (reason: string) => ({ sourceId, summary, reason });
  const given = { ...raw.values };
  // A ball's place in the match is a value too, where the tenant has those categories.
  if (raw.innings !== undefined && raw.over !== undefined && raw.ball !== undefined)
    for (const [name, value] of Object.entries({
      innings: raw.innings,
      over: raw.over,
      ball: raw.ball,
    }))
      if (
        categories.some((c) => c.name === name) &&
        !Object.keys(given).some((k) => k.toLowerCase() === name)
      )
        given[name] = value;
  const values = [];
  for (const [name, value] of Object.entries(given)) {
    const category = categories.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!category) return refused(`“${name}” is not one of this library’s categories`);
    const read = valueOf(String(value).trim(), category);
    if (typeof read !== 'string') return refused(`its “${name}” ${read.problem}`);
    if (read) values.push({ category: category.name, value: read });
  }
  let clock: MatchClock;
  if (typeof raw.at === 'string') {
    if (!timeline.wallClock)
      return refused(
        'its time of day needs a live match’s video, whose moments are dated: give `at` in seconds',
      );
    const at = timeline.wallClock(Date.parse(raw.at));
    if (at === null || at < 0) return refused('it happened before the video began');
    clock = { kind: 'video', at };
  } else if (raw.at !== undefined) clock = { kind: 'video', at: raw.at };
  else if (raw.innings !== undefined) {
    if (raw.over === undefined || raw.ball === undefined)
      return refused('its ball needs `innings`, `over` and `ball`');
    const start = timeline.inningsStarts.get(raw.innings);
    if (start === undefined)
      return refused(`give innings ${raw.innings}’s first ball in \`inningsStarts\``);
    clock = { kind: 'video', at: ballMoment(start, raw.over, raw.ball, timeline.pace) };
  } else {
    const seconds = typeof raw.clock === 'number' ? raw.clock : parseVideoTime(raw.clock ?? '');
    if (raw.period === undefined || seconds === null)
      return refused('it has no time: give `at`, `period` and `clock`, or its ball');
    clock = { kind: 'period', period: raw.period, seconds };
  }
  const kind = (raw.kind ?? '').toLowerCase();
  return { sourceId, kind: kinds.has(kind) ? kind : 'default', clock, values, summary };
}

/**
 * Each period's or innings' start, by its number, in seconds into the video: given so, or as the
 * moment it began on a live match's video (before the stream began is negative: its events
 * from then on are placed).
 */
function startsOf(
  starts: Record<string, number | string> | undefined,
  wallClock: WallClock,
  field: string,
): Map<number, number> {
  const read = new Map<number, number>();
  for (const [part, at] of Object.entries(starts ?? {})) {
    if (typeof at === 'number') {
      read.set(Number(part), at);
      continue;
    }
    const offset = wallClock?.(Date.parse(at)) ?? null;
    if (offset === null)
      throw new BadRequestError(
        'A time of day needs a live match’s video, whose moments are dated: give seconds into the video.',
        `body.${field}.${part}`,
        'validation',
      );
    read.set(Number(part), offset);
  }
  return read;
}

/**
 * Seconds into the video of a wall-clock moment, through its top rendition's program
 * date-times (a live match's playlists carry them); null for a video without them.
 */
async function wallClockOf(app: FastifyInstance, hls: string | undefined): Promise<WallClock> {
  if (!hls) return null;
  const storage = app.media.storage;
  const read = (key: string) =>
    Promise.resolve()
      .then(() => text(storage.read(key)))
      .catch(() => null);
  const master = await read(hls);
  const variant = master === null ? null : firstVariantUri(master);
  const playlist = variant ? await read(path.posix.join(path.posix.dirname(hls), variant)) : master;
  if (!playlist || !playlist.includes('#EXT-X-PROGRAM-DATE-TIME')) return null;
  return (at) => wallClockOffset(playlist, at);
}

/** A feed's events read with the tenant's rules: the same mapping as its files'. */
function read(
  request: MatchDataFeedRequest,
  tenantId: string,
  match: string,
  timeline: FeedTimeline,
): MatchData {
  const settings = settingsOf(tenantId);
  if (request.format === 'statsbomb') {
    if (!settings.statsbomb)
      throw new BadRequestError(
        'This library takes no StatsBomb events.',
        'body.format',
        'unsupported_data',
      );
    try {
      return readStatsbomb(request.events, request.matchId, settings.statsbomb, request.lineup, {
        match,
      });
    } catch (error) {
      if (error instanceof MatchDataError)
        throw new BadRequestError(error.message, error.fieldIn('body.events'), error.code);
      throw error;
    }
  }
  const categories = familyOf(tenantById(tenantId)!.tenant).clipCategories;
  const kinds = new Set(Object.keys(settings.timing));
  const data: MatchData = {
    format: 'csv',
    facts: { match, teams: [], date: null, players: {} },
    events: [],
    skipped: [],
    warnings: [],
  };
  for (const raw of request.events as MatchDataFeedEvent[]) {
    const event = feedEvent(raw, request.matchId, categories, kinds, timeline);
    if ('clock' in event) data.events.push(event);
    else data.skipped.push(event);
  }
  return data;
}

/**
 * A live feed's events onto a video, one or a few at a time: each read and placed as a file's
 * would be (the tenant's mapping, lead and lag, the periods' starts), and written through the
 * path `PUT search/data` takes, so that each is found by search as soon as this answers, on
 * every process once it has followed the change log. An event sent again replaces its clip.
 */
export async function feedMatchData(
  app: FastifyInstance,
  author: Author & { tenantId: string },
  assetId: string,
  request: MatchDataFeedRequest,
): Promise<MatchDataFeedResponse> {
  const asset = await assetOf(app.db, author.tenantId, assetId);
  const dated = [
    ...Object.values(request.periodStarts ?? {}),
    ...Object.values(request.inningsStarts ?? {}),
    ...(request.format === 'events' ? (request.events as MatchDataFeedEvent[]) : []).map(
      (e) => e.at,
    ),
  ].some((at) => typeof at === 'string');
  const wallClock = dated ? await wallClockOf(app, asset.media.files.hls) : null;
  const settings = settingsOf(author.tenantId);
  const timeline: FeedTimeline = {
    wallClock,
    inningsStarts: startsOf(request.inningsStarts, wallClock, 'inningsStarts'),
    pace: settings.cricket,
  };
  const periodStarts = Object.fromEntries(
    startsOf(request.periodStarts, wallClock, 'periodStarts'),
  );
  const data = read(request, author.tenantId, asset.metadata.match ?? asset.title, timeline);
  const { placed, skipped } = placeEvents(
    data.events,
    // A live match's video grows: an event's clip may end past what is written yet.
    { periodStarts, duration: asset.status === 'live' ? Infinity : asset.duration },
    settings,
  );
  const notes = [...data.skipped, ...skipped].map(({ summary, reason }) => ({ summary, reason }));
  if (placed.length === 0) return { clips: 0, skipped: notes, changeId: null };
  const written = await upsertClips(
    app.db,
    author.tenantId,
    app.searchEngine,
    {
      clips: placed.map((event) => ({
        id: `${assetId}:${event.sourceId}`,
        assetId,
        offset: event.offset,
        duration: event.length,
        payload: event.values.map((v) => ({ category: v.category, value: String(v.value) })),
      })),
    },
    {
      author,
      summary: `${FEED_CHANGE_SUMMARY} ${placed.map((e) => e.summary).join('; ')}`.slice(0, 300),
      recorded: (tx, _change, made) =>
        app.webhooks.announceEach(
          tx,
          author.tenantId,
          'clip.created',
          made.map((clip) => ({ ...clip, source: 'live-feed' })),
        ),
    },
  );
  await app.highlights.worker.clipsArrived(author.tenantId, [assetId]);
  return { clips: written.upserted, skipped: notes, changeId: written.changeId };
}
