import type { PayloadItem } from '../../../src/core/api/contract';
import { familyOf, type TenantIdentity } from '../../../src/tenants';
import type { AssetRow, ClipRow } from '../clips';
import { tenantContent, type MediaSummary } from '../content';
import { SeededRandom } from '../random';
import { cricketArchive } from './cricket';
import { footballArchive } from './football';
import { realCricsheetMatches, realStatsbombMatch } from './real-matches';
import { matchDataSettingsOf } from '../../../src/tenants/config/match-data';

/** Balls per T20 match, about: how many matches a corpus of so many clips needs. */
const BALLS_PER_MATCH = 218;

/** Shots, as a logger adds them to a ball's data (no open data has them), by the ball's runs. */
const SHOTS: Record<number, ReadonlyArray<readonly [string, number]>> = {
  0: [
    ['Forward defence', 5],
    ['Back defence', 3],
    ['Leave', 2],
    ['Cover drive', 1],
    ['Pull', 1],
  ],
  1: [
    ['Flick', 3],
    ['Cut', 2],
    ['Cover drive', 2],
    ['Sweep', 1],
    ['Glance', 2],
  ],
  4: [
    ['Cover drive', 3],
    ['Pull', 3],
    ['Cut', 2],
    ['Straight drive', 1],
    ['Sweep', 1],
    ['Reverse sweep', 0.5],
  ],
  6: [
    ['Pull', 3],
    ['Slog sweep', 2],
    ['Lofted drive', 3],
    ['Hook', 1],
  ],
};

/**
 * A large corpus for a tenant: for cricket and football, an archive shaped like the real data
 * (generated matches replaying real ones' balls or events, `cricket.ts`, `football.ts`), on the
 * match video; for other kinds of content, the seed's own generator (`tenantContent`). The
 * same every run, on every machine.
 */
export function* archiveContent(
  tenant: TenantIdentity,
  media: readonly MediaSummary[],
  clips: number,
  clipsPerAsset: number,
): Generator<{ asset: AssetRow; clips: ClipRow[] }> {
  const family = familyOf(tenant);
  const video = media.find((m) => m.kind === 'video' && m.key.startsWith('match-'));
  const random = new SeededRandom(`archive:${tenant.key}`);
  const statsbomb = matchDataSettingsOf(tenant.family)?.statsbomb;
  const archive = !video
    ? null
    : family.kind === 'cricket'
      ? cricketArchive(random, realCricsheetMatches(), Math.ceil(clips / BALLS_PER_MATCH))
      : statsbomb
        ? footballArchive(random, realStatsbombMatch(), statsbomb, Math.ceil(clips / 90))
        : null;
  if (!archive || !video) {
    const assets = Math.ceil(clips / clipsPerAsset);
    yield* tenantContent(tenant, media, { namespace: 'corpus', assets, clipsPerAsset });
    return;
  }
  const categories = new Map(family.clipCategories.map((c) => [c.name, c]));
  let m = 0;
  for (const match of archive) {
    const assetId = random.uuid();
    const asset: AssetRow = {
      tenant_id: tenant.tenantId.production,
      id: assetId,
      kind: 'video',
      title: `${match.title}, ${match.series} ${match.date.slice(0, 4)}`,
      media_key: video.key,
      duration: video.duration,
      match_date: match.date,
      metadata: { match: match.title, series: match.series, match_date: match.date },
      public: m++ % 2 === 0,
    };
    const kickoff = Date.parse(`${match.date}T14:00:00Z`);
    // Balls spread evenly over the video, each clip a few seconds from its delivery.
    const spacing = (video.duration - 15) / Math.max(1, match.events.length);
    const rows = match.events.map((event, i): ClipRow => {
      const offset = Math.round(i * spacing * 10) / 10;
      const length = random.int(4, 12);
      const runs = event.values.find((v) => v.category === 'runs')?.value;
      const shot =
        runs !== undefined && SHOTS[Number(runs)] ? random.weighted(SHOTS[Number(runs)]!) : null;
      const values = [...event.values, ...(shot ? [{ category: 'shot', value: shot }] : [])];
      const payload: PayloadItem[] = values.flatMap((v) => {
        const category = categories.get(v.category);
        if (!category) return [];
        return [
          {
            id: random.uuid(),
            category: category.name,
            value: String(v.value),
            startTime: offset,
            endTime: offset + length,
            indexerType: 'AUTOMATIC' as const,
            additionalProperties: {},
            ...(category.valueType === 'integer' ? { integerValue: Number(v.value) } : {}),
          },
        ];
      });
      return {
        tenant_id: asset.tenant_id,
        id: random.uuid(),
        asset_id: assetId,
        start_offset: offset,
        duration: length,
        start_time: new Date(kickoff + offset * 1000).toISOString(),
        end_time: new Date(kickoff + (offset + length) * 1000).toISOString(),
        payload,
      };
    });
    yield { asset, clips: rows };
  }
}
