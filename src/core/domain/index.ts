export * from './accounts';
export * from './collections';
export * from './dates';
export * from './editor';
export * from './exports';
export * from './identifiers';
export * from './viewport';
export * from './toasts';
