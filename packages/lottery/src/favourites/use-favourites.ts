import { useSessionStore } from '@marquee/session';
import { useFavouritesStore } from './favourites-store';

const NONE: readonly string[] = [];

/** The signed-in member's favourite game codes (none for a visitor) and their toggle. */
export function useFavourites() {
  const username = useSessionStore((state) => state.username);
  const codes = useFavouritesStore((state) => (username ? (state.byUser[username] ?? NONE) : NONE));
  const toggle = useFavouritesStore((state) => state.toggle);
  return {
    codes,
    toggle: (gameCode: string) => {
      if (username) toggle(username, gameCode);
    },
  };
}
