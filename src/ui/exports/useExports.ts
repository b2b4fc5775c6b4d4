import { useMemo } from 'react';
import { exportListQuery, exportWrites } from '../../core/queries/exports';
import { useAccount, useServerQuery, useTenant } from '../common';

/** The signed-in person's exports (the status list), read often while one runs. */
export function useExportList() {
  const tenantId = useTenant().tenantId;
  const email = useAccount().email ?? '';
  return useServerQuery(useMemo(() => exportListQuery(tenantId, email), [tenantId, email]));
}

/** Starting, cancelling and retrying exports; each refreshes the list. */
export function useExportActions() {
  const tenantId = useTenant().tenantId;
  return useMemo(() => exportWrites(tenantId), [tenantId]);
}
