/** Full navigation to another page: the single place islands leave the page from script (tests mock it). */
export function goTo(url: string): void {
  window.location.assign(url);
}
