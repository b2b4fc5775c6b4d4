/** How long sessions last, when signing keys turn over, and how many sign-in attempts pass. */
export interface IdentitySettings {
  accessTokenTtlSeconds: number;
  /** Access tokens' signing key is replaced when older than this (docs/server.md "Signing keys"). */
  signingKeyRotateAfterSeconds?: number;
  refreshTokenTtlSeconds: number;
  /** Sign-in, reset and sign-up attempts allowed for one account in `signInWindowMs`. */
  signInMaxAttempts: number;
  /** The same, from one client address (for any accounts). */
  signInMaxPerAddress: number;
  signInWindowMs: number;
}

/** `SIGNING_KEY_ROTATE_DAYS`; the rest are the product's own figures. */
export function identitySettingsFromEnvironment(env: NodeJS.ProcessEnv): IdentitySettings {
  return {
    accessTokenTtlSeconds: 15 * 60,
    signingKeyRotateAfterSeconds: rotationDays(env.SIGNING_KEY_ROTATE_DAYS ?? '30') * 24 * 3600,
    refreshTokenTtlSeconds: 14 * 24 * 3600,
    signInMaxAttempts: 10,
    signInMaxPerAddress: 30,
    signInWindowMs: 60_000,
  };
}

function rotationDays(value: string): number {
  const days = Number(value);
  if (!Number.isFinite(days) || days < 1 || days > 3650)
    throw new Error(
      `SIGNING_KEY_ROTATE_DAYS must be a number of days from 1 to 3650, not "${value}".`,
    );
  return days;
}
