import type { FastifyInstance } from 'fastify';
import {
  type MatchDataFormat,
  type MatchDataImportList,
  type MatchDataImportRequest,
  type MatchDataImportResponse,
  type MatchDataKeptCorrection,
  type MatchDataPreview,
  type MatchDataPreviewClip,
  type UnplacedMatchData,
  type UnplacedMatchDataQuery,
} from '../../src/core/api/contract';
import { namesTeams } from '../../src/core/api/contract/match-names';
import { familyOf, seasonOf, tenantById, type MatchDataSettings } from '../../src/tenants';
import { matchDataSettingsOf } from '../../src/tenants/config/match-data';
import { assetOf, type AssetRecord } from '../assets/service';
import { announceImport } from './announce';
import type { Queryable } from '../db/database';
import { BadRequestError, ConflictError } from '../http/errors';
import { upsertClips, type Author, type CurrentClip } from '../search/write';
import { mergeCorrections, valuesByCategory, type FileValues } from './corrections';
import { CsvMappingError, readCsv, type CsvContext } from './csv';
import { newValueNotes } from './new-values';
import {
  assetTimecode,
  clipsWithPrefix,
  liveFeedClips,
  csvMappingOf,
  importsLeavingUnplaced,
  importsOf,
  insertImport,
  lastStandingImport,
  saveCsvMapping,
} from './repository';
import { isCricsheet, readCricsheet } from '../../src/core/domain/match-files/cricsheet';
import { MatchDataError, type MatchData } from '../../src/core/domain/match-files/events';
import { placeEvents, type PlacedEvent } from './timeline';
import { unplacedCount, unplacedValues } from './unplaced';
import { isStatsbombEvents, readStatsbomb } from '../../src/core/domain/match-files/statsbomb';

export { importerByEmail } from './repository';

/** How many of the clips the preview shows, first in the match's order. */
const PREVIEW_FIRST = 20;

export function settingsOf(tenantId: string): MatchDataSettings {
  const family = tenantById(tenantId)?.tenant.family;
  const settings = family ? matchDataSettingsOf(family) : undefined;
  if (!settings)
    throw new BadRequestError('This library takes no match data.', 'body.file', 'unsupported_data');
  return settings;
}

/** The formats a tenant's library imports. */
function formatsOf(settings: MatchDataSettings | undefined): MatchDataFormat[] {
  if (!settings) return [];
  return [
    ...(settings.cricket ? (['cricsheet'] as const) : []),
    ...(settings.statsbomb ? (['statsbomb'] as const) : []),
    'csv',
  ];
}

/** What reading a CSV needs of the tenant and the asset. */
async function csvContext(app: FastifyInstance, tenantId: string, assetId: string) {
  return {
    categories: familyOf(tenantById(tenantId)!.tenant).clipCategories,
    timing: settingsOf(tenantId).timing,
    timecode: await assetTimecode(app.db, tenantId, assetId),
  };
}

/** The provider's file read with the tenant's rules (the import's reading), or a refusal in words. */
export function readMatchData(
  request: MatchDataImportRequest,
  settings: MatchDataSettings,
  csv: CsvContext | null,
  videoMatch: string | undefined,
): MatchData {
  try {
    if (request.csv && csv) return readCsv(request.file, request.matchId, request.csv, csv);
    if (isCricsheet(request.file)) {
      if (!settings.cricket)
        throw new MatchDataError(
          'This is a cricket match (Cricsheet): this library is not cricket’s.',
        );
      return readCricsheet(request.file, request.matchId);
    }
    if (isStatsbombEvents(request.file)) {
      if (!settings.statsbomb)
        throw new MatchDataError(
          'This is a football match (StatsBomb): this library is not football’s.',
        );
      return readStatsbomb(
        request.file,
        request.matchId,
        settings.statsbomb,
        request.lineup,
        videoMatch ? { match: videoMatch } : undefined,
      );
    }
    throw new MatchDataError('This file is neither a Cricsheet match nor a StatsBomb event file.');
  } catch (error) {
    if (error instanceof CsvMappingError)
      throw new BadRequestError(error.message, 'body.csv', 'validation');
    if (error instanceof MatchDataError)
      throw new BadRequestError(error.message, error.fieldIn('body.file'), error.code);
    throw error;
  }
}

/**
 * The season every page shows is the tenant's (its sport's rule, by the video's date, else the
 * file's): a file's own season ("2024") gives way to it ("2023/24"), so that search, the library
 * and highlight packages agree.
 */
function withTenantSeason(data: MatchData, tenantId: string, videoDate: string | null): MatchData {
  const tenant = tenantById(tenantId)?.tenant;
  const day = videoDate ?? data.facts.date;
  if (!tenant || !day) return data;
  const family = familyOf(tenant);
  if (!family.clipCategories.some((c) => c.name === 'season')) return data;
  const season = seasonOf(day, family.kind);
  return {
    ...data,
    events: data.events.map((e) => ({
      ...e,
      values: [
        ...e.values.filter((v) => v.category !== 'season'),
        { category: 'season', value: season },
      ],
    })),
  };
}

/** Lets the event loop answer what waits before the next long step. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A file of another match than the asset's (by its teams) is refused before anything is placed. */
function checkSameMatch(asset: AssetRecord, data: MatchData): void {
  if (namesTeams(asset.metadata.match, data.facts.teams) === false)
    throw new BadRequestError(
      `This file is ${data.facts.match}; this video is ${asset.metadata.match}.`,
      'body.file',
      'other_match',
    );
}

/** Reads and places a file against an asset: what the preview shows and the import writes. */
async function prepare(
  app: FastifyInstance,
  tenantId: string,
  assetId: string,
  request: MatchDataImportRequest,
) {
  const asset = await assetOf(app.db, tenantId, assetId);
  const settings = settingsOf(tenantId);
  const csv = request.csv ? await csvContext(app, tenantId, assetId) : null;
  // Reading and placing a match's events are the request's two long steps (a Test's 2,800
  // deliveries, a file of MAX_MATCH_EVENTS): other requests are answered between them.
  await nextTurn();
  const data = withTenantSeason(
    readMatchData(request, settings, csv, asset.metadata.match),
    tenantId,
    asset.matchDate,
  );
  checkSameMatch(asset, data);
  await nextTurn();
  const periodStarts = Object.fromEntries(
    Object.entries(request.periodStarts ?? {}).map(([period, at]) => [Number(period), at]),
  );
  let placed: ReturnType<typeof placeEvents>;
  try {
    placed = placeEvents(
      data.events,
      { periodStarts, syncPoints: request.syncPoints ?? [], duration: asset.duration },
      settings,
    );
  } catch (error) {
    if (error instanceof MatchDataError)
      throw new BadRequestError(error.message, 'body.syncPoints', 'validation');
    throw error;
  }
  return { asset, data, ...placed };
}

const clipId = (assetId: string, event: PlacedEvent) => `${assetId}:${event.sourceId}`;

const FORMAT_NAMES = { cricsheet: 'Cricsheet', statsbomb: 'StatsBomb', csv: 'CSV' } as const;

/**
 * What an import writes: every placed event's clip, with the values an editor corrected by hand
 * since the last import of the match kept; and the clips of that match the file no longer
 * places, which go.
 */
async function plan(
  app: FastifyInstance,
  tenantId: string,
  assetId: string,
  request: MatchDataImportRequest,
) {
  const prepared = await prepare(app, tenantId, assetId, request);
  const source = `${prepared.data.format}:${request.matchId}`;
  const [existing, imported, live] = await Promise.all([
    clipsWithPrefix(app.db, tenantId, assetId, `${assetId}:${source}:`),
    lastStandingImport(app.db, tenantId, assetId, source),
    liveFeedClips(app.db, tenantId, assetId),
  ]);
  const kept: MatchDataKeptCorrection[] = [];
  const fileValues: Record<string, FileValues> = {};
  const clips = prepared.placed.map((event) => {
    const id = clipId(assetId, event);
    const merged = mergeCorrections(id, event.values, existing.get(id), imported[id]);
    kept.push(...merged.kept.map((k) => ({ ...k, summary: event.summary })));
    fileValues[id] = valuesByCategory(event.values);
    return { id, assetId, offset: event.offset, duration: event.length, payload: merged.values };
  });
  const placedIds = new Set(clips.map((c) => c.id));
  // The file stands for the live feed's clips of the match; those an editor changed stay.
  const liveReplaced = [...live].filter(([, clip]) => !clip.byHand).map(([id]) => id);
  return {
    ...prepared,
    unplaced: unplacedValues(prepared.data.events, prepared.skipped),
    source,
    // What the write checks is unchanged since: the match's clips and the feed's it replaces.
    existing: new Map([
      ...existing,
      ...liveReplaced.map((id) => [id, live.get(id)!.payload] as const),
    ]),
    clips,
    kept,
    fileValues,
    remove: [...[...existing.keys()].filter((id) => !placedIds.has(id)), ...liveReplaced],
    replaces: clips.filter((c) => existing.has(c.id)).length,
    liveClips: { replaced: liveReplaced.length, kept: live.size - liveReplaced.length },
  };
}

function previewClip(assetId: string, event: PlacedEvent): MatchDataPreviewClip {
  return {
    id: clipId(assetId, event),
    kind: event.kind,
    summary: event.summary,
    at: event.at,
    offset: event.offset,
    duration: event.length,
    placedBy: event.placedBy,
  };
}

/** What an import would write, written nowhere: counts by kind, the first clips, what is left. */
export async function previewMatchData(
  app: FastifyInstance,
  tenantId: string,
  assetId: string,
  request: MatchDataImportRequest,
): Promise<MatchDataPreview> {
  const { data, placed, skipped, replaces, remove, kept, liveClips } = await plan(
    app,
    tenantId,
    assetId,
    request,
  );
  const byKind: Record<string, number> = {};
  for (const event of placed) byKind[event.kind] = (byKind[event.kind] ?? 0) + 1;
  const { index } = await app.searchEngine.tenant(tenantId);
  const categories = familyOf(tenantById(tenantId)!.tenant).clipCategories;
  return {
    format: data.format,
    match: data.facts.match,
    date: data.facts.date,
    events: data.events.length,
    clips: placed.length,
    byKind,
    first: placed.slice(0, PREVIEW_FIRST).map((e) => previewClip(assetId, e)),
    skipped: [...data.skipped, ...skipped].map(({ summary, reason }) => ({ summary, reason })),
    warnings: [
      ...data.warnings.map(({ summary, reason }) => ({ summary, reason })),
      ...newValueNotes(index.dictionary, placed, categories),
    ],
    replaces,
    removes: remove.length - liveClips.replaced,
    kept,
    liveClips,
  };
}

const unchanged = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes every placed event as a clip of the asset in one transaction, through the path
 * `PUT search/data` takes (the change log every process's index follows, the metadata history,
 * the game's highlight builds), or nothing. A clip's id is the asset's and the event's own, so
 * importing the file again replaces the same clips, keeps what editors corrected, and takes
 * away the clips of events the file no longer places. The change undoes as one step.
 */
export async function importMatchData(
  app: FastifyInstance,
  author: Author & { tenantId: string },
  assetId: string,
  request: MatchDataImportRequest,
): Promise<MatchDataImportResponse> {
  const planned = await plan(app, author.tenantId, assetId, request);
  if (planned.clips.length === 0)
    throw new BadRequestError(
      'No event of the file is on the video: give the times that place them.',
      'body',
      'validation',
    );
  const guard = async (_tx: Queryable, now: Map<string, CurrentClip>) => {
    for (const [id, payload] of planned.existing)
      if (!unchanged(now.get(id)?.payload, payload))
        throw new ConflictError(
          'A clip of this match was changed while it was being imported: import again.',
          undefined,
          'changed_since',
        );
  };
  const written = await upsertClips(
    app.db,
    author.tenantId,
    app.searchEngine,
    { clips: planned.clips },
    {
      author,
      remove: planned.remove,
      summary: `Match data imported: ${planned.data.facts.match} (${FORMAT_NAMES[planned.data.format]})`,
      guard,
      recorded: async (tx, changeId, made) => {
        if (request.csv) await saveCsvMapping(tx, author.tenantId, request.csv, author.email);
        await insertImport(tx, author.tenantId, {
          changeId,
          assetId,
          source: planned.source,
          format: planned.data.format,
          match: planned.data.facts.match,
          clips: planned.clips.length,
          removed: planned.remove.length,
          fileValues: planned.fileValues,
          unplaced: planned.unplaced,
          email: author.email,
        });
        await announceImport(app.webhooks, tx, author.tenantId, made, {
          assetId,
          match: planned.data.facts.match,
          format: planned.data.format,
          clips: planned.clips.length,
          removed: planned.remove.length,
          changeId,
        });
      },
    },
  );
  await app.highlights.worker.clipsArrived(author.tenantId, [assetId]);
  return {
    clips: written.upserted,
    removed: written.removed,
    kept: planned.kept,
    liveClips: planned.liveClips,
    changeId: written.changeId,
  };
}

/** The asset's imports of match data, newest first. */
export async function matchDataImportsOf(
  app: FastifyInstance,
  tenantId: string,
  assetId: string,
): Promise<MatchDataImportList> {
  await assetOf(app.db, tenantId, assetId);
  const family = tenantById(tenantId)?.tenant.family;
  const [csvMapping, imports] = await Promise.all([
    csvMappingOf(app.db, tenantId),
    importsOf(app.db, tenantId, assetId),
  ]);
  return {
    formats: formatsOf(family ? matchDataSettingsOf(family) : undefined),
    csvMapping,
    imports,
  };
}

/** The videos whose standing import left events holding `value` of `category` unplaced. */
export async function unplacedMatchData(
  app: FastifyInstance,
  tenantId: string,
  { category, value }: UnplacedMatchDataQuery,
): Promise<UnplacedMatchData> {
  const imports = await importsLeavingUnplaced(app.db, tenantId, category);
  const videos = imports
    .map((i) => ({
      assetId: i.assetId,
      title: i.title,
      match: i.match,
      events: unplacedCount(i.unplaced, category, value),
    }))
    .filter((v) => v.events > 0)
    .sort((a, b) => b.events - a.events || a.title.localeCompare(b.title));
  return { videos: videos.slice(0, 5) };
}
