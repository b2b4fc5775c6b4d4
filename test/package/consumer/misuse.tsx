// What a partner's React page gets wrong, which the package's typings refuse: tsc must report
// an error on each line marked "refused" (the pack-and-consume test checks it).
import type {} from '@video-search/elements/jsx';

type Search = HTMLElementTagNameMap['vs-search'];
const handler = (event: CustomEvent<number>) => event.detail;

export const misspelt = <vs-search pagesize="5" />; // refused
export const notABoolean = <vs-player muted="yes" />; // refused
export const notAString = <vs-search page-size={5} />; // refused
export const wrongDetail = <vs-search onvs-clip-select={handler} />; // refused
export const wrongProperty = (search: Search) => {
  search.hideAdd = 'true'; // refused
};
