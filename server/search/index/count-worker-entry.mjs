// A counting helper's first module, in JavaScript: Node 20 starts a worker's first module
// without the TypeScript loader its parent runs under (tsx's hooks reach only later imports),
// so this module registers tsx where Node cannot strip types itself, then runs the helper.
if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import('./count-worker.ts');
