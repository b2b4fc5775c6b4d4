import type { AuthSource } from '../../src/core/api';
import type { SessionTokens, TokenPair } from '../../src/core/api/contract';

/** A session held in memory, recording what the client asked of it. */
export class MemoryAuth implements AuthSource {
  tokens: TokenPair | null = null;
  user: string | undefined;
  key: string | undefined;
  failures: unknown[] = [];

  signedIn(session: SessionTokens): this {
    this.tokens = { token: session.token, refreshToken: session.refreshToken };
    this.user = session.userId;
    return this;
  }

  accessToken() {
    return this.tokens?.token;
  }
  refreshToken() {
    return this.tokens?.refreshToken;
  }
  apiKey() {
    return this.key;
  }
  userId() {
    return this.user;
  }
  setTokens(pair: TokenPair) {
    this.tokens = pair;
  }
  onAuthFailure(error: unknown) {
    this.failures.push(error);
    this.tokens = null;
  }
}
