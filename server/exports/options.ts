import { familyConfigs, tenantById, type ExportOption } from '../../src/tenants';
import { familyOperationsOf, type S3Destination } from '../../src/tenants/operations';

/** An export entry with where it delivers, which only the server knows. */
export interface DeliveredExportOption extends ExportOption {
  /** Where an `mp4-s3` or `mediaconvert` export delivers (SPEC §9 "Cricket S3 export"). */
  destination?: S3Destination;
}

/** The tenant's export entry of that name, unless it is disabled; null when it has none. */
export function exportOptionOf(tenantId: string, exportAs: string): DeliveredExportOption | null {
  const family = tenantById(tenantId)?.tenant.family;
  if (!family) return null;
  const option = familyConfigs[family].exports.find((o) => o.name === exportAs && !o.disabled);
  if (!option) return null;
  const destination = familyOperationsOf(family).exportDestinations[option.name];
  return destination ? { ...option, destination } : option;
}
