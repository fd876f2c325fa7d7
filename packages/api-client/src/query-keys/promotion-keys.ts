/**
 * TanStack Query keys of the activity centre. A signed-in member's view carries their statuses, so
 * it sits under the member's prefix (signing out drops it); a visitor's is the brand's alone.
 */
const memberView = ['member', 'promotions'] as const;
const visitorView = ['promotions'] as const;

const viewOf = (signedIn: boolean) => (signedIn ? memberView : visitorView);

export const promotionKeys = {
  /** what a join, an application or a claim invalidates */
  member: memberView,
  list: (language: string, signedIn: boolean) => [...viewOf(signedIn), 'list', language] as const,
  detail: (id: number, language: string, signedIn: boolean) =>
    [...viewOf(signedIn), 'detail', id, language] as const,
  /** a sign-in calendar's month other than today's: the member's own days */
  signInMonth: (id: number, month: string) => [...memberView, 'sign-in', id, month] as const,
  /** a TOP-20 ranking: signed in, it marks the member's own place */
  ranking: (kind: string, period: string, signedIn: boolean) =>
    [...viewOf(signedIn), 'ranking', kind, period] as const,
} as const;
