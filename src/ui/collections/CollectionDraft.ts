import type { Playlist, PlaylistPatch } from '../../core/api/contract';
import { draftOf, sameItems, savedClips, type DraftItem } from '../../core/domain/collection-edit';

/** What the collection view shows; a new object after every change. */
export interface DraftSnapshot {
  /** The collection as last saved or loaded; null until it arrives. */
  base: Playlist | null;
  /** The items as edited here. */
  items: DraftItem[] | null;
  /** The items differ from what is saved. */
  dirty: boolean;
  saving: boolean;
  /** Why the last save failed, in words. */
  problem: string | null;
  /** Someone else saved a newer version since this one was loaded. */
  conflict: boolean;
}

/** How a draft reaches the server: the view passes the app's own calls. */
export interface DraftServer {
  /** Saves the items over `version`; a newer version on the server fails with a conflict. */
  update(patch: PlaylistPatch): Promise<Playlist>;
  /** The newest saved version. */
  latest(): Promise<Playlist>;
  isConflict(error: unknown): boolean;
  /** An error in words a person understands. */
  problemOf(error: unknown): string;
}

const EMPTY: DraftSnapshot = {
  base: null,
  items: null,
  dirty: false,
  saving: false,
  problem: null,
  conflict: false,
};

/**
 * One collection being edited: its items against the saved version, saved as a whole, and
 * the way out of a conflict (keep mine over theirs, or load theirs). Framework-free: the
 * view renders its snapshot through `subscribe`/`getSnapshot`.
 */
export class CollectionDraft {
  readonly #server: DraftServer;
  readonly #listeners = new Set<() => void>();
  #snapshot = EMPTY;

  constructor(server: DraftServer) {
    this.#server = server;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): DraftSnapshot => this.#snapshot;

  /** What the server has now: taken while nothing is changed here, else kept for later. */
  receive(saved: Playlist): void {
    const { base, dirty } = this.#snapshot;
    if (saved === base || (base && dirty)) return;
    this.#load(saved);
  }

  /** The items after an edit here. */
  change(items: DraftItem[]): void {
    this.#set({ items, problem: null });
  }

  /** Back to what is saved. */
  discard(): void {
    const { base } = this.#snapshot;
    if (base) this.#set({ items: draftOf(base.clips), problem: null });
  }

  /** The collection was renamed elsewhere in the view: its name, not its items. */
  renamed(saved: Playlist): void {
    const { base } = this.#snapshot;
    if (base) this.#set({ base: { ...saved, clips: base.clips } });
  }

  /** Saves the items; the saved collection, or null (see `problem` and `conflict`). */
  async save(version = this.#snapshot.base?.version): Promise<Playlist | null> {
    const { items } = this.#snapshot;
    if (!items || version === undefined) return null;
    this.#set({ saving: true, problem: null });
    try {
      const saved = await this.#server.update({ version, clips: savedClips(items) });
      this.#load(saved);
      return saved;
    } catch (error) {
      if (this.#server.isConflict(error)) this.#set({ saving: false, conflict: true });
      else this.#set({ saving: false, problem: this.#server.problemOf(error) });
      return null;
    }
  }

  /** After a conflict: save these items over the newest version. */
  async keepMine(): Promise<Playlist | null> {
    try {
      return await this.save((await this.#server.latest()).version);
    } catch (error) {
      this.#set({ problem: this.#server.problemOf(error) });
      return null;
    }
  }

  /** After a conflict: drop the edits here and take the newest version. */
  async loadTheirs(): Promise<void> {
    try {
      this.#load(await this.#server.latest());
    } catch (error) {
      this.#set({ conflict: false, problem: this.#server.problemOf(error) });
    }
  }

  #load(saved: Playlist): void {
    this.#set({
      base: saved,
      items: draftOf(saved.clips),
      saving: false,
      problem: null,
      conflict: false,
    });
  }

  #set(patch: Partial<DraftSnapshot>): void {
    const next = { ...this.#snapshot, ...patch };
    next.dirty = !!next.items && !!next.base && !sameItems(savedClips(next.items), next.base.clips);
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }
}
