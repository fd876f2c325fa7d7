/** The default avatar, for a member without one: a neutral head and shoulders, inline so it can never fail itself. */
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#7a7f99"/><circle cx="32" cy="25" r="11" fill="#eceef6"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#eceef6"/></svg>',
)}`;
