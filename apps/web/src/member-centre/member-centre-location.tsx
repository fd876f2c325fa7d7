import { createContext, type ReactNode, useContext } from 'react';
import type { Location } from 'react-router';

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

export function useBrowserAddress(): Location {
  const location = useContext(AddressContext);
  if (!location) throw new Error('useBrowserAddress must be used inside <MemberCentreAddressProvider>');
  return location;
}
