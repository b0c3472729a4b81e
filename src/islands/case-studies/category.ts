// The case-study filter's place in the address (?category=...), so a filtered view can be shared and
// back/forward restore it.

export const CATEGORY_PARAM = 'category';
/** 'all' or one of the categories the page offers (the filter buttons' values). */
export type CaseStudyFilter = string;

/** The filter in the address, if it is one of `known`; otherwise 'all'. */
export function readCategory(known: readonly string[], search: string = location.search): CaseStudyFilter {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM);
  return value !== null && known.includes(value) ? value : 'all';
}

/** The current address with the filter set ('all' removes the parameter). */
export function urlWithCategory(filter: CaseStudyFilter, current: URL = new URL(location.href)): string {
  const url = new URL(current);
  if (filter === 'all') url.searchParams.delete(CATEGORY_PARAM);
  else url.searchParams.set(CATEGORY_PARAM, filter);
  return `${url.pathname}${url.search}${url.hash}`;
}
