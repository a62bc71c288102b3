/** What the dev server needs to know of a variant or page to route its requests. */
export interface DevRouteTarget {
  /** "/basic/" or "/aober/chicshes.html": where its HTML is. */
  routePath: string;
  /** "/basic/" or "/aober/chicshes/": where its scripts, styles and assets are. */
  base: string;
}

/**
 * Who answers a request on the dev server: the variant's HTML, from index.html through Vite
 * ('page'); its modules, styles and assets, from Vite ('vite'); everything else, from the sandbox
 * ('sandbox'): GET /configuration, the gateway, and the other pages of the build (the result page,
 * the console, the error page). Bundles nest ("/basic/_error.html" is under basic's base,
 * "/salesforce/templates/mobile/" under "/salesforce/templates/"), so a path belongs to the page
 * whose route it is, or else to the longest base it starts with.
 */
export function devRouteFor(
  pathname: string,
  served: DevRouteTarget,
  all: readonly DevRouteTarget[],
): 'page' | 'vite' | 'sandbox' {
  if (pathname === served.routePath) return 'page';
  if (all.some((target) => target.routePath === pathname)) return 'sandbox';
  let owner: DevRouteTarget | undefined;
  for (const target of all) {
    if (pathname.startsWith(target.base) && (!owner || target.base.length > owner.base.length)) {
      owner = target;
    }
  }
  return owner?.base === served.base ? 'vite' : 'sandbox';
}
