/** Font files resolve to their URL beside the built chunk (see rollup.config.mjs). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
