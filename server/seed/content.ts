import { addDays } from 'date-fns/addDays';
import { formatISO } from 'date-fns/formatISO';
import { toMilliseconds, type PayloadItem } from '../../src/core/api/contract';
import { familyOf, type TenantIdentity } from '../../src/tenants';
import { bumperPayload, payloadOf, type AssetRow, type ClipRow } from './clips';
import { clipLayout, type ClipDraw } from './layout';
import { SeededRandom } from './random';
import { sportModel } from './sports';

export interface MediaSummary {
  key: string;
  kind: 'video' | 'image';
  duration: number;
}

export interface ContentOptions {
  /** Separates data sets (demo, corpus) so that their ids never meet. */
  namespace: string;
  assets: number;
  clipsPerAsset: number;
}

/** The day the seeded calendar counts back from; every seeded date is before it. */
const LAST_MATCH_DAY = new Date(Date.UTC(2026, 9, 31));

const day = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * A tenant's assets, each with its clips, made deterministically from the tenant and the
 * namespace: the same every run, on every machine. Yields one asset at a time so that a
 * million clips never sit in memory at once.
 */
export function* tenantContent(
  tenant: TenantIdentity,
  media: readonly MediaSummary[],
  options: ContentOptions,
): Generator<{ asset: AssetRow; clips: ClipRow[] }> {
  const family = familyOf(tenant);
  const random = new SeededRandom(`${options.namespace}:${tenant.key}`);
  const competition = `${tenant.name} ${random.pick(['Championship', 'Premiership', 'Cup', 'Series'])}`;
  const model = sportModel(family.kind, random, competition);
  const videos = media.filter((m) => m.kind === 'video' && m.key.startsWith('match-'));
  const images = media.filter((m) => m.kind === 'image');
  const isImages = family.kind === 'images';
  const pool = isImages ? images : videos;
  if (pool.length === 0) return;
  let date = LAST_MATCH_DAY;

  for (let index = 0; index < options.assets; index++) {
    date = addDays(date, -random.int(1, 5));
    const matchDate = day(date);
    const plan = model(random, index, matchDate);
    const source = pool[index % pool.length]!;
    const assetId = random.uuid();
    const asset: AssetRow = {
      tenant_id: tenant.tenantId.production,
      id: assetId,
      kind: isImages ? 'image' : 'video',
      title: plan.title,
      media_key: source.key,
      duration: source.duration,
      match_date: matchDate,
      metadata: plan.metadata,
      // Every other match is released to the public; the rest are for signed-in people.
      public: index % 2 === 0,
    };
    const kickoff = Date.parse(
      `${matchDate}T${String(random.int(11, 19)).padStart(2, '0')}:00:00Z`,
    );
    const clipCount = isImages ? 1 : options.clipsPerAsset;
    // Each clip's draws come in the order they always have (length, place, id, values), so
    // the seeded values stay what tests and people know; where clips sit is laid out after.
    const drawn: Array<ClipDraw & { id: string; payload: PayloadItem[] }> = [];
    for (let c = 0; c < clipCount; c++) {
      const length = isImages ? 0 : Math.min(source.duration, random.int(4, 12));
      const at = isImages ? 0 : random.next();
      const id = random.uuid();
      const payload = payloadOf(random, plan.clip(random), family.clipCategories, 0, 0);
      drawn.push({ length, at, id, payload });
    }
    const places = clipLayout(drawn, source.duration);
    const clips: ClipRow[] = drawn.map((clip, c) => {
      const { offset, length } = places[c]!;
      const start = kickoff + offset * 1000;
      const endTime = toMilliseconds(offset + length);
      return {
        tenant_id: asset.tenant_id,
        id: clip.id,
        asset_id: assetId,
        start_offset: offset,
        duration: length,
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + length * 1000).toISOString(),
        payload: clip.payload.map((item) => ({ ...item, startTime: offset, endTime })),
      };
    });
    clips.sort((a, b) => a.start_offset - b.start_offset);
    yield { asset, clips };
  }
}

/** A tenant's bumpers: one asset and one INTERSTITIAL clip per bumper media item. */
export function tenantBumpers(
  tenant: TenantIdentity,
  media: readonly MediaSummary[],
): Array<{ asset: AssetRow; clips: ClipRow[] }> {
  const random = new SeededRandom(`bumpers:${tenant.key}`);
  return media
    .filter((m) => m.kind === 'video' && m.key.startsWith('bumper-'))
    .map((m, i) => {
      const caption = ['Replay', 'Highlights', 'Sponsor break', 'Coming up'][i % 4]!;
      const assetId = random.uuid();
      const created = new Date(LAST_MATCH_DAY).toISOString();
      return {
        asset: {
          tenant_id: tenant.tenantId.production,
          id: assetId,
          kind: 'bumper',
          title: `Bumper: ${caption}`,
          media_key: m.key,
          duration: m.duration,
          match_date: null,
          metadata: {},
          public: false,
        },
        clips: [
          {
            tenant_id: tenant.tenantId.production,
            id: random.uuid(),
            asset_id: assetId,
            start_offset: 0,
            duration: m.duration,
            start_time: created,
            end_time: new Date(Date.parse(created) + m.duration * 1000).toISOString(),
            payload: bumperPayload(random, caption, m.duration),
          },
        ],
      };
    });
}
