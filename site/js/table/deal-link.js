// @ts-check
// The current deal in the address, ?deal=<seed>[:<rules>[:<first dealer>]] (read and written by
// the engine), so copying the address shares the deal.
const DEAL_PARAM = "deal";

/** The shared deal named in the address, as written; the engine reads it. @returns {string | null} */
export function sharedDeal() {
  return new URLSearchParams(window.location.search).get(DEAL_PARAM);
}

/** Write the deal's link into the address, in place of any other. @param {string} link */
export function showLink(link) {
  // Written by hand so the colons stay readable (URLSearchParams would write %3A).
  const params = new URLSearchParams(window.location.search);
  params.delete(DEAL_PARAM);
  const rest = params.toString();
  const search = `?${rest ? `${rest}&` : ""}${DEAL_PARAM}=${encodeURIComponent(link).replaceAll("%3A", ":")}`;
  if (search !== window.location.search)
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${search}${window.location.hash}`,
    );
}
