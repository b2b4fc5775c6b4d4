import type { Queryable } from '../db/database';
import type { MediaRecord } from './generate';

/** The keys of the media the database knows. */
export async function mediaKeys(db: Queryable): Promise<string[]> {
  return (await db.query<{ key: string }>('SELECT key FROM media')).map((row) => row.key);
}

export async function saveMediaRecord(db: Queryable, record: MediaRecord): Promise<void> {
  await db.query(
    `INSERT INTO media (key, kind, duration, width, height, fps, keyframes, segment_offset,
                        segment_duration, files)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (key) DO UPDATE SET kind = EXCLUDED.kind, duration = EXCLUDED.duration,
       width = EXCLUDED.width, height = EXCLUDED.height, fps = EXCLUDED.fps,
       keyframes = EXCLUDED.keyframes, segment_offset = EXCLUDED.segment_offset,
       segment_duration = EXCLUDED.segment_duration, files = EXCLUDED.files`,
    [
      record.key,
      record.kind,
      record.duration,
      record.width,
      record.height,
      record.fps,
      JSON.stringify(record.keyframes),
      record.segmentOffset,
      record.segmentDuration,
      JSON.stringify(record.files),
    ],
  );
}
