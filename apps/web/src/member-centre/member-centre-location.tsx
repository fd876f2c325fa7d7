import { createContext, type ReactNode, useContext } from 'react';
import { type Location, useLocation } from 'react-router';

/**
 * The member centre is an overlay with addresses of its own: opened from a page, its history
 * entry carries that page's location, which the route table keeps rendering underneath.
 */
interface MemberCentreState {
  memberCentreBackground?: Location;
}

export function backgroundOf(location: Location): Location | null {
  return (location.state as MemberCentreState | null)?.memberCentreBackground ?? null;
}

export function withBackground(background: Location): MemberCentreState {
  return { memberCentreBackground: background };
}

const AddressContext = createContext<Location | null>(null);

/** The address in the browser, for the overlay inside a route table that renders the one below. */
export function MemberCentreAddressProvider({
  location,
  children,
}: {
  location: Location;
  children: ReactNode;
}) {
  return <AddressContext.Provider value={location}>{children}</AddressContext.Provider>;
}

/**
 * The address in the browser: the provider's, inside the route table (whose own location may be
 * the page under the overlay); elsewhere (a header shown on its own, in a story) the router's,
 * which is then the browser's.
 */
export function useBrowserAddress(): Location {
  const routed = useLocation();
  return useContext(AddressContext) ?? routed;
}
