/** Announcement list page size. */
export const ANNOUNCEMENTS_PER_PAGE = 7;

/** The 1-based list page that holds the notice at `index`. */
export function pageOfIndex(index: number): number {
  return Math.floor(index / ANNOUNCEMENTS_PER_PAGE) + 1;
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / ANNOUNCEMENTS_PER_PAGE));
}
