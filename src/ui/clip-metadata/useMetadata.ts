import { useMemo } from 'react';
import { metadataChangesQuery } from '../../core/queries/metadata';
import { useServerQuery, useTenant } from '../common';

export { undoMetadata, writeMetadata } from '../../core/queries/metadata';

/** The tenant's latest changes of clip metadata, newest first. */
export function useMetadataHistory() {
  const { tenantId } = useTenant();
  return useServerQuery(useMemo(() => metadataChangesQuery(tenantId), [tenantId]));
}
