import { useAtomValue } from 'jotai';
import { can, type Capability } from '../../core/api/contract';
import { userAtom } from '../../core/state/atoms';

/** Whether the signed-in person's role grants a capability (docs/roles.md); false signed out. */
export function useCan(capability: Capability): boolean {
  return can(useAtomValue(userAtom).userRole, capability);
}
