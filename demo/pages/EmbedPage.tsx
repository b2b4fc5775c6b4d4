import { createElement, useEffect, useState } from 'react';
import { EmbedBuilder } from '../../src/ui/embed';
import { PublishingPage } from './PublishingPage';

/**
 * An element's code as partner pages load it: the elements' own build, served beside the loader
 * (/elements/). It shares the app's platform (one store, one sign-in), and leaves the app's
 * bundles as they are.
 */
const loadElement = (tag: string) =>
  /^vs-[a-z-]+$/.test(tag)
    ? import(/* @vite-ignore */ `${location.origin}/elements/${tag}.js`)
    : Promise.reject(new Error(`not an element: ${tag}`));

/** The chosen element itself, once its code is loaded, with the chosen attributes. */
function LivePreview({
  tag,
  attributes,
}: {
  tag: string;
  attributes: Record<string, string | true>;
}) {
  // The tag whose code is loaded, or whose load failed.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadElement(tag).then(
      () => current && setLoaded(tag),
      () => current && setFailed(tag),
    );
    return () => {
      current = false;
    };
  }, [tag]);
  if (failed)
    return <p role="alert">The element could not be loaded. Reload the page to try again.</p>;
  if (loaded !== tag) return <p role="status">Loading the element…</p>;
  return createElement(tag, { key: tag, ...attributes });
}

/** /settings/embed: the embed builder, for administrators who put the elements on partner pages. */
export function EmbedPage() {
  return (
    <PublishingPage title="Embed the elements">
      <EmbedBuilder
        preview={(tag, attributes) => <LivePreview tag={tag} attributes={attributes} />}
      />
    </PublishingPage>
  );
}
