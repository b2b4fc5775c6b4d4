/** Numbers in as few bytes as their largest needs: a facet column's values (facet-columns.ts). */
export type Narrow = Uint8Array | Uint16Array | Uint32Array;
