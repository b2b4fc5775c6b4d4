/**
 * Checked by `tsc` (never run): the JSX typings and element properties derived from the
 * contracts take what a page author writes, and refuse what they get wrong.
 */
import './jsx';

export const written = (
  <>
    <vs-search sync-url page-size="20" hide-add tenant="cricket" query="kohli" />
    <vs-player asset-id="a1" start="12" end="0:30" muted autoplay />
    <vs-collection collection-id="c1" />
    <vs-login heading="Members" hide-password-reset />
  </>
);

// @ts-expect-error an attribute no element has (TypeScript lets any hyphenated name through)
export const unknownAttribute = <vs-search pagesize="2" />;

// @ts-expect-error a boolean attribute given a number
export const wrongType = <vs-player muted={1} />;

export function properties(search: HTMLElementTagNameMap['vs-search']) {
  const flag: boolean = search.syncUrl;
  const size: string | undefined = search.pageSize;
  // @ts-expect-error strings are strings, not numbers
  const count: number = search.query;
  return { flag, size, count };
}

export const listening = (
  <vs-search
    onvs-clip-select={(event) => event.detail.clip.assetId}
    onvs-search-change={(event) => event.detail.query}
  />
);

// @ts-expect-error a handler that expects another event's detail
export const wrongHandler = <vs-search onvs-clip-select={(event: CustomEvent<number>) => event} />;

export function typedRef(ref: { current: HTMLElementTagNameMap['vs-player'] | null }) {
  return <vs-player ref={ref} asset-id="a1" />;
}
