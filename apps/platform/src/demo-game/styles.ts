/** The demo game's and demo lobby's stylesheet (/demo-game/assets/game.css). */
export const DEMO_GAME_STYLES = `
:root { color-scheme: dark; --gold: #ffd166; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, sans-serif; color: #f7f7fb;
  background: radial-gradient(circle at 30% 0%, var(--from, #1d2b64), var(--to, #0b0f24) 70%); }
main { max-width: 560px; margin: 0 auto; padding: 20px 16px 32px; display: grid; gap: 14px; }
h1 { margin: 0; font-size: 1.6rem; }
h2 { font-size: 1.05rem; margin: 0 0 6px; }
.vendor { margin: 0; opacity: 0.8; }
.fun { margin: 0; justify-self: start; padding: 2px 10px; border-radius: 999px; font-weight: 700;
  background: var(--gold); color: #1d2130; }
.balance { margin: 0; font-size: 1.1rem; }
.balance output { font-weight: 700; color: var(--gold); }
.reels { display: flex; gap: 10px; justify-content: center; }
.reel { width: 84px; height: 84px; display: grid; place-items: center; font-size: 2.6rem; font-weight: 800;
  border-radius: 14px; background: #ffffff14; border: 2px solid #ffffff33; }
form { display: grid; gap: 12px; }
label, legend { font-weight: 600; }
select, button { font: inherit; border-radius: 10px; padding: 10px 14px; }
select { background: #0b0f24; color: inherit; border: 1px solid #ffffff55; }
fieldset { border: 1px solid #ffffff33; border-radius: 10px; display: flex; gap: 16px; flex-wrap: wrap; }
fieldset label { font-weight: 400; }
button { border: 0; background: var(--gold); color: #1d2130; font-weight: 800; font-size: 1.2rem; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: progress; }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
#result { min-height: 1.5em; margin: 0; font-weight: 600; }
table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #ffffff22; }
small { opacity: 0.75; }
`;
