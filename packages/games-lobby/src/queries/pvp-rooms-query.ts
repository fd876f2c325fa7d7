import { api, gameKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { useLobbyLanguage } from './use-lobby-language';

/** The open PVP rooms (optionally of one vendor). */
export function usePvpRoomsQuery(vassalage = '') {
  const client = useApiClient();
  const language = useLobbyLanguage();
  return useQuery({
    queryKey: gameKeys.pvpRooms(language, vassalage),
    queryFn: ({ signal }) =>
      client.call(api.pvp.rooms, { language, ...(vassalage ? { vassalage } : {}) }, { signal }),
    select: (response) => response.rooms,
  });
}
