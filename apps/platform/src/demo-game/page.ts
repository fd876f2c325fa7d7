import type { GameRow } from '../services/games/game-view';
import { inLanguage } from '../services/games/languages';
import {
  allowedStakes,
  FISH_TARGETS,
  type RoundKind,
  SLOT_PAYTABLE,
  TABLE_CHOICES,
} from '../services/games/round-engine';
import { escapeXml as escapeHtml } from '../services/media/svg';

export const DEMO_ASSETS = {
  script: '/demo-game/assets/game.js',
  styles: '/demo-game/assets/game.css',
  palette: '/demo-game/assets/palette.js',
};

/** The Spin/Play/Shoot button's accessible name per kind of round (README "Demo game"). */
const PLAY_LABEL: Record<RoundKind, string> = { SLOT: 'Spin', TABLE: 'Play', FISH: 'Shoot' };

const money = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function layout(title: string, palette: { from: string; to: string }, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Marquee demo game</title>
<link rel="stylesheet" href="${DEMO_ASSETS.styles}">
</head>
<body data-from="${escapeHtml(palette.from)}" data-to="${escapeHtml(palette.to)}">
<script src="${DEMO_ASSETS.palette}"></script>
${body}
</body>
</html>`;
}

function controls(kind: RoundKind): string {
  if (kind === 'SLOT') return '';
  const options =
    kind === 'TABLE'
      ? TABLE_CHOICES.map((choice) => ({ value: choice, label: choice === 'RED' ? 'Red' : 'Black' }))
      : FISH_TARGETS.map((target) => ({
          value: target.choice,
          label: `${target.choice[0]}${target.choice.slice(1).toLowerCase()} (pays ${target.multiplier}x)`,
        }));
  const legend = kind === 'TABLE' ? 'Your colour' : 'Your target';
  return `<fieldset><legend>${legend}</legend>${options
    .map(
      (option, index) =>
        `<label><input type="radio" name="choice" value="${option.value}"${index === 0 ? ' checked' : ''}> ${option.label}</label>`,
    )
    .join('')}</fieldset>`;
}

function paytable(kind: RoundKind): string {
  const rows =
    kind === 'SLOT'
      ? SLOT_PAYTABLE.map((line) => [line.reels.toLowerCase(), `${line.multiplier}x`])
      : kind === 'TABLE'
        ? [
            ['Your colour comes up (18 of 38 pockets)', '2x'],
            ['Green 0 or 00', '0x'],
          ]
        : FISH_TARGETS.map((target) => [`Catch the ${target.choice.toLowerCase()}`, `${target.multiplier}x`]);
  return `<section id="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">Paytable</h2>
<table><thead><tr><th scope="col">Result</th><th scope="col">Pays (times the stake)</th></tr></thead><tbody>
${rows.map(([result, pays]) => `<tr><td>${result}</td><td>${pays}</td></tr>`).join('\n')}
</tbody></table>
</section>`;
}

/**
 * The game page of a launch: everything but the balance is rendered here, the script plays rounds.
 * A fun launch's page (`fun`) carries its signed state instead of a launch token, says "Fun play"
 * and plays with play money (services/games/fun-play).
 */
export function demoGamePage(input: {
  token: string;
  game: GameRow;
  kind: RoundKind;
  language: string;
  balance: number;
  fun?: boolean;
}): string {
  const { game, kind } = input;
  const name = inLanguage(game.names, input.language);
  const stakes = allowedStakes(game.minBet)
    .map(
      (stake, index) => `<option value="${stake}"${index === 0 ? ' selected' : ''}>${money(stake)}</option>`,
    )
    .join('');
  const reels =
    kind === 'SLOT'
      ? '<div class="reels" role="img" aria-label="Reels"><span class="reel">7</span><span class="reel">7</span><span class="reel">7</span></div>'
      : '';
  return layout(
    name,
    game.palette,
    `<main id="game" data-${input.fun ? 'state' : 'token'}="${escapeHtml(input.token)}" data-kind="${kind}">
<h1>${escapeHtml(name)}</h1>
<p class="vendor">${escapeHtml(game.vendorName)} · ${escapeHtml(game.gameCode)}</p>
${input.fun ? '<p class="fun">Fun play: play money, nothing is paid in or out</p>' : ''}
<p class="balance"><span id="balance-label">Balance</span> <output id="balance" aria-labelledby="balance-label">${money(input.balance)}</output></p>
${reels}
<form id="round-form">
<label for="stake">Stake</label>
<select id="stake" name="stake">${stakes}</select>
${controls(kind)}
<button type="submit" id="play">${PLAY_LABEL[kind]}</button>
</form>
<p id="result" role="status" aria-label="Result" aria-live="polite"></p>
${paytable(kind)}
<small>Demo game of the Marquee reference platform: play money, returns about 95% of stakes.</small>
</main>
<script src="${DEMO_ASSETS.script}" defer></script>`,
  );
}

export function endedPage(): string {
  return layout(
    'Game session ended',
    { from: '#1d2b64', to: '#0b0f24' },
    '<main><h1>Game session ended</h1><p>Please close this game and launch it again.</p></main>',
  );
}

/** The lobby a sports, esports, cockfight or lottery vendor opens (a real brand embeds the vendor's). */
export function demoLobbyPage(vendor: {
  name: string;
  vassalage: string;
  palette: { from: string; to: string };
}) {
  const events = ['Match 1 · 19:00', 'Match 2 · 20:30', 'Match 3 · 22:00'];
  return layout(
    vendor.name,
    vendor.palette,
    `<main>
<h1>${escapeHtml(vendor.name)}</h1>
<p class="vendor">${escapeHtml(vendor.vassalage)} demo lobby</p>
<section aria-labelledby="events-title"><h2 id="events-title">Today's events</h2>
<ul>${events.map((event) => `<li>${event}</li>`).join('')}</ul></section>
<small>Demo lobby of the Marquee reference platform: a live brand shows the vendor's own lobby here.</small>
</main>`,
  );
}
