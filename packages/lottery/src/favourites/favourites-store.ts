import { create } from 'zustand';

/** localStorage key of each username's favourite lottery games. */
export const FAVOURITES_KEY = 'LOTTFAV';

type FavouritesByUser = Record<string, string[]>;

function read(): FavouritesByUser {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const result: FavouritesByUser = {};
    for (const [user, codes] of Object.entries(parsed)) {
      if (Array.isArray(codes))
        result[user] = codes.filter((code): code is string => typeof code === 'string');
    }
    return result;
  } catch {
    // a corrupt or unreadable value starts empty rather than breaking the lobby
    return {};
  }
}

interface FavouritesState {
  byUser: FavouritesByUser;
  toggle: (username: string, gameCode: string) => void;
}

/** The one owner of LOTTFAV: favourites survive a reload and never mix between users. */
export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  byUser: read(),
  toggle: (username, gameCode) => {
    const mine = get().byUser[username] ?? [];
    const next = mine.includes(gameCode) ? mine.filter((code) => code !== gameCode) : [...mine, gameCode];
    const byUser = { ...read(), [username]: next };
    try {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify(byUser));
    } catch {
      // storage full or blocked: the choice still holds for this visit
    }
    set({ byUser });
  },
}));
