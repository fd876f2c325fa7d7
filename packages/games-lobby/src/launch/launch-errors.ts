import {
  EnvelopeError,
  type Game,
  type GameMaintenanceDetails,
  HttpError,
  type VendorCard,
} from '@marquee/api-client';
import type { LaunchDialog } from './launch-dialogs';

/** The alternatives of a launch refused for game maintenance, or null for any other failure. */
export function maintenanceDetails(error: unknown): GameMaintenanceDetails | null {
  if (!(error instanceof EnvelopeError || error instanceof HttpError)) return null;
  if (error.code !== 'GAME_MAINTENANCE') return null;
  const details = error.details as Partial<GameMaintenanceDetails> | null;
  const recommended: Game[] = Array.isArray(details?.recommended) ? details.recommended : [];
  const vendors: VendorCard[] = Array.isArray(details?.vendors) ? details.vendors : [];
  return { vassalage: typeof details?.vassalage === 'string' ? details.vassalage : '', recommended, vendors };
}

/** What a refused launch of `game` shows: its maintenance alternatives, or the error. */
export function refusalDialog(error: unknown, game: Game): LaunchDialog {
  const maintenance = maintenanceDetails(error);
  return maintenance
    ? { kind: 'maintenance', game, recommended: maintenance.recommended }
    : { kind: 'error', error };
}
