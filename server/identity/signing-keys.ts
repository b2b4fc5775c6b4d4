import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import {
  deleteRetiredKeys,
  insertSigningKey,
  retireSigningKey,
  signingKeyRows,
  type SigningKeyRow,
} from './key-ring/repository';
import { keyIdOf, type SigningKeyRing } from './tokens';

interface Key {
  kid: string;
  secret: Uint8Array;
  createdAt: number;
  retiredAt: number | null;
}

/** How often a process looks again for a rotation another process made. */
const RELOAD_MS = 60_000;

export interface DatabaseKeyRingOptions {
  /** The configured secret: the first key, and the one that tokens without a `kid` were signed with. */
  initial: Uint8Array;
  /** How long an access token lives: a retired key is honoured this long. */
  accessTokenTtlSeconds: number;
  /** Rotate when the signing key is older than this; never when absent. */
  rotateAfterSeconds?: number;
  now?: () => number;
}

/**
 * The signing keys of every process, in the database (migration 013). The newest key not yet
 * retired signs; a rotation retires it and adds a new one, and a retired key still verifies
 * the tokens it signed until they have expired. A token naming a key this process has not seen
 * (another process rotated) makes it read the keys again.
 */
export class DatabaseKeyRing implements SigningKeyRing {
  private keys = new Map<string, Key>();
  private current: Key | null = null;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private background: Promise<void> | null = null;
  private readonly initialKid: string;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly options: DatabaseKeyRingOptions,
  ) {
    this.initialKid = keyIdOf(options.initial);
    this.now = options.now ?? Date.now;
  }

  /** Reads the keys: once before the server serves (boot), as signing never waits on the database. */
  load(force = false): Promise<void> {
    if (!force && this.loading) return this.loading;
    this.loading = this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /**
   * The key to sign with, from what is loaded: sign-ins sign inside a transaction, and on the
   * embedded database a query now would wait for that transaction. A stale ring is read again,
   * and an old key rotated, in the background; the next token uses the result.
   */
  async signing(): Promise<{ kid: string; secret: Uint8Array }> {
    if (!this.current) throw new Error('The signing keys are not loaded: call load() first.');
    const key = this.current;
    const { rotateAfterSeconds } = this.options;
    const old =
      rotateAfterSeconds !== undefined && this.now() - key.createdAt > rotateAfterSeconds * 1000;
    if (!this.background && (old || this.now() - this.loadedAt > RELOAD_MS)) {
      this.background = (old ? this.rotate().then(() => undefined) : this.load())
        .catch((error: unknown) => console.error('signing keys: could not read or rotate', error))
        .finally(() => {
          this.background = null;
        });
    }
    return { kid: key.kid, secret: key.secret };
  }

  /** Resolves once a background read or rotation has finished (tests, shutdown). */
  settled(): Promise<void> {
    return this.background ?? Promise.resolve();
  }

  async verifying(kid: string | undefined): Promise<Uint8Array | null> {
    const named = kid ?? this.initialKid;
    if (!this.keys.has(named) || this.now() - this.loadedAt > RELOAD_MS) await this.load();
    const key = this.keys.get(named);
    if (!key) return null;
    const honouredUntil =
      key.retiredAt === null ? Infinity : key.retiredAt + this.options.accessTokenTtlSeconds * 1000;
    return this.now() < honouredUntil ? key.secret : null;
  }

  /**
   * Retires the signing key and adds a new one. Of processes rotating at once, one retires the
   * key; the others find it retired and use the new one. Keys retired for longer than a token
   * lives are deleted.
   */
  async rotate(): Promise<string> {
    await this.load();
    const retiring = this.current!.kid;
    await this.db.transaction(async (tx) => {
      if (!(await retireSigningKey(tx, retiring, this.now()))) return;
      await this.insertKey(tx, randomBytes(32));
      await deleteRetiredKeys(tx, this.now(), this.options.accessTokenTtlSeconds);
    });
    await this.load(true);
    return this.current!.kid;
  }

  private async read(): Promise<void> {
    let rows = await this.rows();
    // The first start, or a rotation that stopped half way: a key to sign with.
    if (!rows.some((row) => row.retired_at === null)) {
      const first = rows.length === 0;
      await this.insertKey(this.db, first ? this.options.initial : randomBytes(32));
      rows = await this.rows();
    }
    this.keys = new Map(
      rows.map((row) => [
        row.kid,
        {
          kid: row.kid,
          secret: Buffer.from(row.secret, 'base64url'),
          createdAt: row.created_at.getTime(),
          retiredAt: row.retired_at?.getTime() ?? null,
        },
      ]),
    );
    this.current = rows
      .filter((row) => row.retired_at === null)
      .map((row) => this.keys.get(row.kid)!)
      .sort((a, b) => b.createdAt - a.createdAt)[0]!;
    this.loadedAt = this.now();
  }

  private rows(): Promise<SigningKeyRow[]> {
    return signingKeyRows(this.db);
  }

  private async insertKey(tx: Pick<Database, 'query'>, secret: Uint8Array): Promise<void> {
    await insertSigningKey(tx, {
      kid: keyIdOf(secret),
      secret: Buffer.from(secret).toString('base64url'),
      createdAt: this.now(),
    });
  }
}
