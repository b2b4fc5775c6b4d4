/** The index reads text exactly as the query language does: one normalisation, shared. */
export * from '../../../src/core/api/contract/query/text';
