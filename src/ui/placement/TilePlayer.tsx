import { useMemo } from 'react';
import type { PublicTile } from '../../core/api/contract';
import { Player } from '../player/Player';
import { CollectionPlayer } from '../player/PlayerView';

/** Plays what a visitor chose: a whole public collection, or one clip. */
export function TilePlayer({ tile }: { tile: PublicTile }) {
  const clip = tile.clip;
  const clips = useMemo(
    () => (clip ? [{ asset_id: clip.assetId, offset: clip.offset, duration: clip.duration }] : []),
    [clip],
  );
  if (tile.kind === 'collection') return <CollectionPlayer collectionId={tile.id} autoplay />;
  return <Player clips={clips} label={`${tile.title}: clip player`} autoplay />;
}
