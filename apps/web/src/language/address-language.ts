const LANGUAGE_PARAMETER = 'lang';

/**
 * Takes the language a link asks for (`?lang=vi`, from a promotion or a partner site) out of the
 * address and returns it. The app stores it as the player's choice, so the address need not keep
 * it: kept, a reload or a copied link would undo a later choice from the language menu.
 */
export function takeAddressLanguage(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'state' | 'replaceState'>,
): string | null {
  const url = new URL(location.href);
  const requested = url.searchParams.get(LANGUAGE_PARAMETER);
  if (requested === null) return null;
  url.searchParams.delete(LANGUAGE_PARAMETER);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return requested;
}
