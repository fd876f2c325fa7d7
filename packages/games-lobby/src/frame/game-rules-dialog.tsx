import { Dialog } from '@marquee/session';
import type { GameRules } from './game-messages';

export interface GameRulesDialogProps {
  rules: GameRules;
  open: boolean;
  onClose: () => void;
}

/** The rules (paytable) a game sent, in a dialog over the game: the game's own screen stays for play. */
export function GameRulesDialog({ rules, open, onClose }: GameRulesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={rules.title} width={560}>
      <div className="mq-game-rules">
        <table className="mq-game-rules__table">
          <thead>
            <tr>
              {rules.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the game's columns are fixed for the dialog's life
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rules.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the game's rows are fixed for the dialog's life
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
