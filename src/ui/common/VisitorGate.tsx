import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { ApiError } from '../../core/api/errors';
import { errorInWords, isSiteNotRegistered } from '../../core/api/error-words';
import { useAtomValue, useSetAtom } from 'jotai';
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { deploymentKeyQuery } from '../../core/queries/people';
import { deploymentKeyAtom, sessionAtom } from '../../core/state/atoms';
import { useServerQuery } from './useServerQuery';
import { useTenant } from './useTenant';

export interface PublicAccess {
  /** A person is signed in: their own session calls. */
  authenticated: boolean;
  /** Calls may go: signed in, or the tenant's public deployment key is in hand. */
  ready: boolean;
  /** Why a visitor's page has no public access (404: the tenant has no free key). */
  error: unknown;
  retry(): void;
}

/**
 * Access for whoever is on the page: a signed-in person, or else a visitor, for whom the
 * tenant's public deployment key (SPEC §6) is asked for once and carried by every call of the
 * page after (searches, stills and media included). The server shows that key only what the
 * tenant made public (docs/integrators.md).
 */
export function usePublicAccess(): PublicAccess {
  const tenantId = useTenant().tenantId;
  const { authenticated } = useAtomValue(sessionAtom);
  const key = useAtomValue(deploymentKeyAtom);
  const setKey = useSetAtom(deploymentKeyAtom);
  const deployment = useServerQuery(
    useMemo(() => deploymentKeyQuery(tenantId, !authenticated), [tenantId, authenticated]),
  );
  const found = deployment.data?.apiKey;
  useEffect(() => {
    if (found && key !== found) setKey(found);
  }, [found, key, setKey]);
  return {
    authenticated,
    ready: authenticated || (!!key && key === found),
    error: authenticated ? null : deployment.error,
    retry: () => void deployment.refetch(),
  };
}

const useStyles = makeStyles({
  message: {
    margin: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/**
 * Shows `children` to a signed-in person, and to a visitor once the tenant's public access is
 * in hand (what the tenant made public, docs/integrators.md); otherwise says, in a visitor's
 * words, why not: "Sign in to `what`" where the site shows visitors nothing.
 */
export function VisitorGate({ what, children }: { what: string; children: ReactNode }) {
  const styles = useStyles();
  const access = usePublicAccess();
  // What it guards is drawn in a render React may slice (the gate opens as the page's key
  // arrives, the element's whole feature at once), not in one task that keeps a phone from
  // answering; until then it still says it is loading.
  const ready = useDeferredValue(access.ready);
  if (ready) return children;
  if (access.error instanceof ApiError && access.error.status === 404)
    return (
      <p role="status" className={styles.message}>
        Sign in to {what}.
      </p>
    );
  // Not a passing fault: the page's site is not registered, and trying again changes nothing.
  if (isSiteNotRegistered(access.error))
    return (
      <p role="alert" className={styles.message}>
        {errorInWords(access.error)}
      </p>
    );
  if (access.error)
    return (
      <p role="alert" className={styles.message}>
        The videos cannot be reached right now. {errorInWords(access.error)}{' '}
        <Button onClick={access.retry}>Try again</Button>
      </p>
    );
  return (
    <p role="status" className={styles.message}>
      Loading…
    </p>
  );
}
