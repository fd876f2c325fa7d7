/** The circular-arrow mark of a refresh button (decorative: the button carries the name). */
export function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 5a7 7 0 1 0 6.93 8h-2.03A5 5 0 1 1 12 7c1.38 0 2.63.56 3.54 1.46L13 11h7V4l-2.05 2.05A8.96 8.96 0 0 0 12 3z"
      />
    </svg>
  );
}
