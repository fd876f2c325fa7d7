/** The console's stylesheet: light by default, dark with the system setting or data-theme="dark". */
export const CONSOLE_STYLES = `:root { color-scheme: light; --bg: #f4f5f9; --card: #fff; --text: #1d2130; --muted: #4d5266; --accent: #1d2b64; --accent-text: #fff; --mine: #d9f2e6; --line: #c9ccd8; --error: #a4161a; }
@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { color-scheme: dark; --bg: #12141c; --card: #1d2130; --text: #eef0f6; --muted: #b5b9c9; --accent: #9fb3ff; --accent-text: #12141c; --mine: #1f4a37; --line: #3a3f52; --error: #ff9b9b; } }
:root[data-theme="dark"] { color-scheme: dark; --bg: #12141c; --card: #1d2130; --text: #eef0f6; --muted: #b5b9c9; --accent: #9fb3ff; --accent-text: #12141c; --mine: #1f4a37; --line: #3a3f52; --error: #ff9b9b; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--text); }
header { display: flex; flex-wrap: wrap; gap: 8px 16px; justify-content: space-between; align-items: center; padding: 8px 18px; background: var(--accent); color: var(--accent-text); }
header h1 { font-size: 1.2rem; margin: 0; }
.who { margin: 0 0 0 auto; }
.language { display: flex; gap: 6px; align-items: center; }
header .language button { padding: 6px 10px; background: var(--accent-text); color: var(--accent); }
main { padding: 16px 18px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; display: grid; gap: 8px; align-content: start; }
#sign-in { max-width: 360px; }
.desk { display: grid; grid-template-columns: minmax(220px, 1fr) 2fr; gap: 16px; }
.desk[hidden], form[hidden] { display: none; }
input, textarea, select { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--muted); border-radius: 6px; padding: 6px 8px; }
button { font: inherit; cursor: pointer; border: 0; border-radius: 6px; padding: 8px 12px; background: var(--accent); color: var(--accent-text); }
.conversations { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.conversations button { width: 100%; text-align: left; display: grid; gap: 2px; }
.conversations button[aria-current="true"] { outline: 3px solid var(--text); outline-offset: 1px; }
.messages { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; max-height: 60vh; overflow-y: auto; }
.messages li { max-width: 80%; padding: 6px 10px; border-radius: 10px; border: 1px solid var(--line); white-space: pre-wrap; overflow-wrap: anywhere; }
.messages li.mine { justify-self: end; background: var(--mine); }
.messages small, .muted { color: var(--muted); }
.error { color: var(--error); margin: 0; }
`;
