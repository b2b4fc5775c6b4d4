// Compresses the built product once, at build time: beside every script, style, page and
// document of dist/ over 1 KB, a brotli (.br, the best ratio) and a gzip (.gz) copy that the
// server sends to browsers that ask for them (server/web.ts, @fastify/static's preCompressed).
// Fonts are compressed already; the app's page template is sent with a fresh nonce, compressed
// as it goes.
//   node scripts/compress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt|d\.ts)$/;
const SMALLEST = 1024;
const template = path.join(root, 'app', 'index.html');

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(name));
  if (
    !COMPRESSIBLE.test(file) ||
    file === template ||
    file.includes(`${path.sep}package${path.sep}`)
  )
    continue;
  const { size } = statSync(file);
  if (!statSync(file).isFile() || size < SMALLEST) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += size;
  after += br.length;
}
console.log(
  `compress: ${files} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
