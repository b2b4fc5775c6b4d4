import { describe, expect, it, vi } from 'vitest';
import type { Playlist, PlaylistPatch } from '../../core/api/contract';
import { CollectionDraft, type DraftServer } from './CollectionDraft';

const clip = (asset_id: string, offset = 0) => ({ asset_id, offset, duration: 5, stash: '{}' });
const version = (n: number, clips = [clip('a1'), clip('a2')]): Playlist =>
  ({
    id: 'p1',
    title: 'Reel',
    description: '',
    visibility: 'private',
    updated_at: `2026-11-0${n}T10:00:00Z`,
    user: 'u1',
    total_items: clips.length,
    version: n,
    clips,
  }) as unknown as Playlist;

class Conflict extends Error {}

/** A server holding versions of one collection, refusing a save over an older one. */
function server(start: Playlist) {
  let current = start;
  const saves: PlaylistPatch[] = [];
  const port: DraftServer = {
    async update(patch) {
      saves.push(patch);
      if (patch.version !== current.version) throw new Conflict();
      current = version(current.version + 1, patch.clips ?? current.clips);
      return current;
    },
    latest: async () => current,
    isConflict: (e) => e instanceof Conflict,
    problemOf: () => 'The server could not be reached.',
  };
  return {
    port,
    saves,
    theirs: (clips: Playlist['clips']) => (current = version(current.version + 1, clips)),
  };
}

describe('a collection draft (save, keep mine, load theirs), framework-free', () => {
  it('follows the server while nothing is changed, and holds its edits once something is', () => {
    const draft = new CollectionDraft(server(version(1)).port);
    const listener = vi.fn();
    draft.subscribe(listener);
    draft.receive(version(1));
    expect(draft.getSnapshot()).toMatchObject({ dirty: false, saving: false, conflict: false });
    expect(draft.getSnapshot().items!.map((i) => i.asset_id)).toEqual(['a1', 'a2']);
    draft.change(draft.getSnapshot().items!.slice(1));
    expect(draft.getSnapshot().dirty).toBe(true);
    draft.receive(version(2, [clip('a9')]));
    expect(draft.getSnapshot().items!.map((i) => i.asset_id)).toEqual(['a2']);
    expect(draft.getSnapshot().base!.version).toBe(1);
    draft.discard();
    expect(draft.getSnapshot()).toMatchObject({ dirty: false });
    expect(listener).toHaveBeenCalled();
  });

  it('saves the items over the version it has, and starts again from what was saved', async () => {
    const s = server(version(1));
    const draft = new CollectionDraft(s.port);
    draft.receive(version(1));
    draft.change(draft.getSnapshot().items!.slice(0, 1));
    const saved = await draft.save();
    expect(saved!.version).toBe(2);
    expect(s.saves).toEqual([{ version: 1, clips: [clip('a1')] }]);
    expect(draft.getSnapshot()).toMatchObject({ dirty: false, saving: false, problem: null });
  });

  it('catches a newer save elsewhere, then keeps mine over theirs', async () => {
    const s = server(version(1));
    const draft = new CollectionDraft(s.port);
    draft.receive(version(1));
    s.theirs([clip('theirs')]);
    draft.change(draft.getSnapshot().items!.slice(0, 1));
    expect(await draft.save()).toBeNull();
    expect(draft.getSnapshot()).toMatchObject({ conflict: true, dirty: true, saving: false });
    const saved = await draft.keepMine();
    expect(saved!.clips).toEqual([clip('a1')]);
    expect(s.saves.at(-1)).toEqual({ version: 2, clips: [clip('a1')] });
    expect(draft.getSnapshot()).toMatchObject({ conflict: false, dirty: false });
  });

  it('catches a newer save elsewhere, then loads theirs, dropping the edits here', async () => {
    const s = server(version(1));
    const draft = new CollectionDraft(s.port);
    draft.receive(version(1));
    s.theirs([clip('theirs')]);
    draft.change([]);
    await draft.save();
    await draft.loadTheirs();
    expect(draft.getSnapshot().items!.map((i) => i.asset_id)).toEqual(['theirs']);
    expect(draft.getSnapshot()).toMatchObject({ conflict: false, dirty: false });
  });

  it('says why a save failed, in words, and keeps the edits', async () => {
    const draft = new CollectionDraft({
      ...server(version(1)).port,
      update: () => Promise.reject(new TypeError('fetch failed')),
    });
    draft.receive(version(1));
    draft.change([]);
    expect(await draft.save()).toBeNull();
    expect(draft.getSnapshot()).toMatchObject({
      problem: 'The server could not be reached.',
      dirty: true,
      saving: false,
    });
  });

  it('takes a new name without touching the items being edited', () => {
    const draft = new CollectionDraft(server(version(1)).port);
    draft.receive(version(1));
    draft.change([]);
    draft.renamed({ ...version(2), title: 'Renamed' });
    expect(draft.getSnapshot().base!.title).toBe('Renamed');
    expect(draft.getSnapshot().items).toEqual([]);
    expect(draft.getSnapshot().dirty).toBe(true);
  });
});
