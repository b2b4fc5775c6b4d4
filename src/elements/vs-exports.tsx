import { useCallback } from 'react';
import type { ExportRow } from '../core/domain/exports';
import { ExportsView } from '../ui/exports';
import type { PropsOf } from './contract';
import { defineElement } from './define';
import { emit } from './events';
import { vsExportsContract } from './vs-exports.contract';

type ExportsAttributes = PropsOf<typeof vsExportsContract>;

/** `<vs-exports>`: the feature behind the element; its contract is in vs-exports.contract.ts. */
function VsExports({ host }: ExportsAttributes & { host: HTMLElement }) {
  const onChange = useCallback(
    (row: ExportRow) => emit(host, 'vs-export-change', { export: row }),
    [host],
  );
  return <ExportsView onChange={onChange} />;
}

export const VsExportsElement = defineElement(vsExportsContract, VsExports);
