const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="#2b2f3a"/><rect x="30" y="42" width="60" height="36" rx="18" fill="none" stroke="#8b93a7" stroke-width="6"/><path d="M44 54v12M38 60h12" stroke="#8b93a7" stroke-width="6" stroke-linecap="round"/><circle cx="72" cy="56" r="4" fill="#8b93a7"/><circle cx="80" cy="64" r="4" fill="#8b93a7"/></svg>`;

/** The default game image: shown once an icon failed all of its attempts. */
export const DEFAULT_GAME_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
