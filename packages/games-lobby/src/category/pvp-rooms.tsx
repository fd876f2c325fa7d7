import type { PvpRoom } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Button, Spinner } from '@marquee/ui-kit';
import { GameIcon } from '../game/game-icon';
import { usePvpRoomsQuery } from '../queries/pvp-rooms-query';
import { Amount } from '../shared/amount';

export interface PvpRoomsProps {
  vassalage?: string;
  onJoin: (room: PvpRoom) => void;
}

/** The open PVP rooms of the page's vendor. */
export function PvpRooms({ vassalage = '', onJoin }: PvpRoomsProps) {
  const { t } = useTranslation();
  const rooms = usePvpRoomsQuery(vassalage);
  if (rooms.isPending) return <Spinner label={t('loading')} size="sm" />;
  if (!rooms.data || rooms.data.length === 0) return null;
  return (
    <section className="mq-pvp-rooms" aria-label={t('pvp_rooms')}>
      <h2>{t('pvp_rooms')}</h2>
      <ul>
        {rooms.data.map((room) => (
          <li key={room.roomId} className="mq-pvp-room">
            <GameIcon src={room.iconUrl} alt="" />
            <span className="mq-pvp-room__name">{room.name}</span>
            <span>{t('room_players', { players: room.players, seats: room.seats })}</span>
            <span>
              {t('min_bet')} <Amount minor={room.minBet} />
            </span>
            <Button size="sm" onClick={() => onJoin(room)} aria-label={t('join_room', { name: room.name })}>
              {t('join')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
