import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transform as compileStyles, TransformCacheCollection } from '@wyw-in-js/transform';
import esbuild from 'rollup-plugin-esbuild';
import { compactWebThemesModule } from './scripts/compact-web-themes.mjs';

/** Each element is an entry; React, Fluent and the core are shared chunks. */
const elements = {
  'vs-login': 'src/elements/vs-login.tsx',
  'vs-search': 'src/elements/vs-search.tsx',
  'vs-player': 'src/elements/vs-player.tsx',
  'vs-collection': 'src/elements/vs-collection.tsx',
  'vs-exports': 'src/elements/vs-exports.tsx',
  'vs-highlights': 'src/elements/vs-highlights.tsx',
  'vs-placement': 'src/elements/vs-placement.tsx',
  'vs-library': 'src/elements/vs-library.tsx',
};

/** The package's entry (`import { configure } from '…'`), sharing the elements' core chunk. */
const packageEntry = { index: 'src/elements/public.ts' };

/** Font files become assets beside the chunks; importing one gives its URL. */
const fontFiles = () => ({
  name: 'font-files',
  load(id) {
    if (!id.endsWith('.woff2')) return null;
    const ref = this.emitFile({ type: 'asset', name: path.basename(id), source: readFileSync(id) });
    return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
  },
});

/**
 * The words of the elements' contracts (descriptions) are for custom-elements.json and the
 * typings: the element code ships without them (nothing at run time reads them), keeping only
 * what it runs on (names, types, defaults).
 */
const contractWordsOut = () => ({
  name: 'contract-words-out',
  transform(code, id) {
    if (!/\/src\/elements\/(vs-[\w-]+\.contract|contract|host-properties)\.ts$/.test(id))
      return null;
    const quoted = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
    const description = new RegExp(
      `\\bdescription:\\s*${quoted}(?:\\s*\\+\\s*${quoted})*\\s*,?`,
      'g',
    );
    return { code: code.replace(description, ''), map: null };
  },
});

/**
 * Our `makeStyles` calls compiled at build time into Griffel's atomic classes, as Fluent's own
 * packages ship theirs: no page then carries Griffel's runtime compiler (rtl-css-js and the
 * style resolution; with stylis, below, the shared fluent chunk went from 35.3 to 25.2 KB gzip,
 * and each element's chunk grew by its compiled CSS). Their styles import `tokens` from `@fluentui/react-theme` and
 * `makeStyles` from `@griffel/react`, not through Fluent's barrel, which the compiler would
 * have to evaluate whole. Only modules that make styles are read by it.
 */
const OUR_SOURCES = ['src', 'demo'].map((dir) => path.resolve(dir) + path.sep);

function aheadOfTimeStyles() {
  const cache = new TransformCacheCollection();
  const babelOptions = {
    presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
  };
  return {
    name: 'ahead-of-time-styles',
    async transform(code, id) {
      if (!OUR_SOURCES.some((dir) => id.startsWith(dir)) || !/\.tsx?$/.test(id)) return null;
      if (!/\bmake(Reset)?Styles\(/.test(code)) return null;
      const resolve = async (what, importer) => {
        const resolved = await this.resolve(what, importer);
        if (!resolved) throw new Error(`${importer}: cannot resolve ${what}`);
        return resolved.id;
      };
      const services = {
        options: { filename: id, root: process.cwd(), pluginOptions: { babelOptions } },
        cache,
      };
      const result = await compileStyles(services, code, resolve);
      return { code: result.code, map: null };
    },
  };
}

/**
 * Griffel's provider reads styles a server rendered into the page before it renders (and parses
 * them with stylis, about 4 KB gzip); these pages are never rendered on a server, so there are
 * none to read.
 */
const noServerRenderedStyles = () => ({
  name: 'no-server-rendered-styles',
  load(id) {
    return id.endsWith('/@griffel/core/src/renderer/rehydrateRendererCache.js')
      ? 'export function rehydrateRendererCache() {}'
      : null;
  },
});

/** Fluent's web themes as values (scripts/compact-web-themes.mjs). */
const WEB_THEMES = path.resolve('src/elements/web-themes.ts');
const compactWebThemes = () => ({
  name: 'compact-web-themes',
  load: (id) => (id === WEB_THEMES ? compactWebThemesModule() : null),
});

const plugins = () => [
  noServerRenderedStyles(),
  compactWebThemes(),
  fontFiles(),
  contractWordsOut(),
  // Partner pages have no `process`.
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  aheadOfTimeStyles(),
  esbuild({ target: 'es2022', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json' }),
];

// Fluent parts that features load on demand (toasts, dialogs and their forms, motion) get chunks of
// their own, so that a page pays for them only when it shows one. Features import them from
// their own packages, not the react-components index, which the shared chunk holds.
const ON_DEMAND =
  /node_modules\/@fluentui\/(react-toast|react-dialog|react-textarea|react-motion|react-motion-components-preview)\//;
// Tabs and check boxes: only the highlights element uses them (tabs bring Fluent's
// focus management), so they stay out of the chunk every element shares.
const REVIEW_PARTS = /node_modules\/@fluentui\/(react-tabs|react-checkbox)\//;
// Portals: only dialogs, menus and toasts use them, all on demand in the elements.
const PORTAL = /node_modules\/@fluentui\/react-portal\//;

/**
 * Links, text, inputs and form fields: the sign-in form and the collection use them; the
 * search draws native inputs in Fluent's look, so a page with only a search never loads them.
 */
const FLUENT_FORMS =
  /node_modules\/@fluentui\/(react-link|react-text|react-input|react-field|react-radio)\//;
// Labels: the forms' fields and the player's spinner have them; alone, the spinner would bring
// the forms with it (10.8 KB gzip) to every page with a player.
const FLUENT_LABEL = /node_modules\/@fluentui\/react-label\//;

/**
 * Tabster (Fluent's focus management for dialogs, menus and popovers, about 30 KB gzip) and
 * the react-tabster hooks that use it go in a chunk of their own: plain forms do without it,
 * and a page loads it with its first dialog, menu or toast.
 */
function usesTabster(id, getModuleInfo, seen = new Set()) {
  if (id.includes('/node_modules/tabster/')) return true;
  if (!id.includes('/node_modules/@fluentui/react-tabster/lib/hooks/') || seen.has(id))
    return false;
  seen.add(id);
  return (getModuleInfo(id)?.importedIds ?? []).some((dep) =>
    usesTabster(dep, getModuleInfo, seen),
  );
}

const SMALL_COMMON =
  /\/src\/ui\/common\/(useCan|visually-hidden|useNarrowerThan|useTextInputStyles|useEditableCopy)\.tsx?$/;

/**
 * The elements' chunks. The app shows menus and messages in every page's header, so its
 * shared Fluent chunk keeps portals and form parts (split, they would import each other).
 */
function elementChunkOf(id, meta) {
  if (PORTAL.test(id)) return 'fluent-portal';
  // Small hooks and parts most elements share: one chunk, not one request (and wrapper) each.
  if (SMALL_COMMON.test(id)) return 'ui-common';
  if (FLUENT_LABEL.test(id)) return 'fluent-label';
  if (FLUENT_FORMS.test(id)) return 'fluent-forms';
  return chunkOf(id, meta);
}

function chunkOf(id, { getModuleInfo }) {
  const onDemand = ON_DEMAND.exec(id);
  if (onDemand)
    return onDemand[1].startsWith('react-motion')
      ? 'fluent-motion'
      : `fluent-${onDemand[1].slice(6)}`;
  if (usesTabster(id, getModuleInfo)) return 'fluent-focus';
  if (REVIEW_PARTS.test(id)) return 'fluent-review';
  // The video engine: loaded by the first player shown, never by pages without one.
  if (id.includes('node_modules/shaka-player/')) return 'shaka';
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  // The spinner: only pages that wait on media (a player) load it.
  if (id.includes('node_modules/@fluentui/react-spinner/')) return 'fluent-spinner';
  // The query cache is for elements that show server data; a sign-in form does without.
  // The row virtualiser comes with the first long list.
  if (id.includes('node_modules/@tanstack/virtual-core/')) return 'virtual';
  // The app's router (TanStack Router): the app's alone, never an element's.
  if (
    /node_modules\/(@tanstack\/(react-router|router-core|history|react-store|store)|isbot)\//.test(
      id,
    )
  )
    return 'router';
  // The hook that reads the query cache goes with it: every page that has one reads it.
  if (
    id.includes('node_modules/@tanstack/') ||
    id.includes('/src/core/cache/') ||
    id.endsWith('/src/ui/common/useServerQuery.ts')
  )
    return 'query';
  if (
    /node_modules\/(@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc\/helpers|@emotion)\//.test(
      id,
    )
  )
    return 'fluent';
  // Domain rules and date formats go with the elements that use them (rollup shares them
  // between elements in chunks of its own); the core is what every element needs.
  if (id.includes('/src/core/domain/') || id.includes('node_modules/date-fns/')) return undefined;
  // The queries most elements read (the person, a collection, frames and playable media) go
  // with the query cache; the rest (searches, exports, highlights, publishing, administration,
  // metadata) with the elements that read them.
  if (/\/src\/core\/queries\/(query|people|media|collection)\.ts$/.test(id)) return 'query';
  if (id.includes('/src/core/queries/')) return undefined;
  // The query language's parser (and liqe): the browser's check of an expression, on demand.
  if (id.includes('/src/core/api/contract/query/')) return undefined;
  // Signing in and out: with the forms and menus that do it, not on every page; and keeping a
  // framed page's sign-in where the browser lets it, only in such a frame.
  if (/\/src\/core\/(session|sign-in|storage-access|state\/frame-storage)\.ts$/.test(id))
    return undefined;
  // So do the export, highlights, administration, webhooks, reviews, metadata, upload and match data calls: only the pages that show
  // them make them.
  if (
    /\/src\/core\/api\/(contract\/)?(publication|highlights|admin|metadata|placements|uploads|match-data|match-names|partner-sites|webhooks|reviews|reviewer|review-words|rights|rights-words|framing)\.ts$/.test(
      id,
    )
  )
    return undefined;
  // The tenants' caption templates: with the export dialog that shows one.
  if (id.includes('/src/tenants/config/captions.ts')) return undefined;
  if (
    id.includes('/src/core/') ||
    id.includes('/src/tenants/') ||
    id.includes('node_modules/jotai/')
  )
    return 'core';
  return undefined;
}

/**
 * Fluent's packages declare `"sideEffects": false`; said here as well, so that themes nobody
 * uses (Teams, high contrast) drop out of the bundle, as the packages intend.
 */
const treeshake = {
  moduleSideEffects: (id) => !/node_modules\/@fluentui\/(?!react-icons\/.*\.css$)/.test(id),
};

const quiet = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
  warn(warning);
};

/** Copies the app's page and stylesheet beside its code. */
const appFiles = () => ({
  name: 'app-files',
  generateBundle() {
    for (const file of ['index.html', 'app.css', 'favicon.svg']) {
      this.emitFile({ type: 'asset', fileName: file, source: readFileSync(`demo/${file}`) });
    }
  },
});

/** The plain partner page that shows the loader at work (served at /partner.html). */
const examplePage = () => ({
  name: 'example-page',
  writeBundle() {
    copyFileSync('demo/partner.html', 'dist/partner.html');
  },
});

export default [
  {
    input: { ...elements, ...packageEntry },
    output: {
      dir: 'dist/elements',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      assetFileNames: 'fonts/[name]-[hash][extname]',
      manualChunks: elementChunkOf,
    },
    plugins: plugins(),
    treeshake,
    onwarn: quiet,
  },
  {
    input: { main: 'demo/main.tsx' },
    output: {
      dir: 'dist/app',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      assetFileNames: 'fonts/[name]-[hash][extname]',
      manualChunks: chunkOf,
    },
    plugins: [...plugins(), appFiles()],
    treeshake,
    onwarn: quiet,
  },
  {
    input: 'src/elements/loader.ts',
    output: { file: 'dist/vs-elements.js', format: 'iife' },
    plugins: [...plugins(), examplePage()],
    onwarn: quiet,
  },
];
