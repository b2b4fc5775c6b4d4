import type { HighlightClip, HighlightPackageDetail } from '../../core/api/contract';
import {
  clampPad,
  moveItem,
  reviewBody,
  reviewItemsOf,
  sameReview,
  type ReviewItem,
} from '../../core/domain/highlight-review';

export interface ReviewSnapshot {
  /** The package as last read or saved; null until it arrives. */
  base: HighlightPackageDetail | null;
  items: ReviewItem[];
  /** The review differs from the one saved. */
  dirty: boolean;
  saving: boolean;
  /** Why the last save failed, in words. */
  problem: string | null;
}

export interface ReviewServer {
  save(id: string, body: ReturnType<typeof reviewBody>): Promise<HighlightPackageDetail>;
  problemOf(error: unknown): string;
}

const EMPTY: ReviewSnapshot = { base: null, items: [], dirty: false, saving: false, problem: null };

/**
 * A highlight package under review: its clips in the order wanted, each left out or kept,
 * widened by a lead and a lag, saved as a whole over the version read. Framework-free: the
 * view renders its snapshot through `subscribe`/`getSnapshot`.
 */
export class PackageReview {
  readonly #server: ReviewServer;
  readonly #listeners = new Set<() => void>();
  #saved: ReviewItem[] = [];
  #snapshot = EMPTY;

  constructor(server: ReviewServer) {
    this.#server = server;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): ReviewSnapshot => this.#snapshot;

  /** The package and its clips as the server has them; changes here are dropped. */
  load(base: HighlightPackageDetail, clips: readonly HighlightClip[]): void {
    this.#saved = reviewItemsOf(clips);
    this.#set({ base, items: this.#saved, dirty: false, problem: null });
  }

  toggle(index: number): void {
    this.#change(
      this.#snapshot.items.map((item, i) =>
        i === index ? { ...item, excluded: !item.excluded } : item,
      ),
    );
  }

  move(index: number, by: number): void {
    this.#change(moveItem(this.#snapshot.items, index, by));
  }

  setPad(index: number, side: 'lead' | 'lag', seconds: number): void {
    this.#change(
      this.#snapshot.items.map((item, i) =>
        i === index ? { ...item, [side]: clampPad(seconds) } : item,
      ),
    );
  }

  discard(): void {
    this.#change(this.#saved);
  }

  async save(): Promise<boolean> {
    const { base, items } = this.#snapshot;
    if (!base || this.#snapshot.saving) return false;
    this.#set({ saving: true, problem: null });
    try {
      const next = await this.#server.save(base.id, reviewBody(items, base.version));
      this.#saved = items;
      this.#set({ base: next, saving: false, dirty: false });
      return true;
    } catch (error) {
      this.#set({ saving: false, problem: this.#server.problemOf(error) });
      return false;
    }
  }

  #change(items: ReviewItem[]): void {
    this.#set({ items, dirty: !sameReview(items, this.#saved), problem: null });
  }

  #set(patch: Partial<ReviewSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}
