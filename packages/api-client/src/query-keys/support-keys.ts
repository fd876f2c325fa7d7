const all = ['support'] as const;

/**
 * TanStack Query keys for the support resources: the affiliate programme, the member's feedback
 * and the members' chat room.
 */
export const supportKeys = {
  all,
  affiliate: (signedIn: boolean) => [...all, 'affiliate', signedIn] as const,
  feedback: () => [...all, 'feedback'] as const,
  screenshot: (id: string) => [...all, 'feedback', 'screenshot', id] as const,
  chatRoom: () => [...all, 'chat-room'] as const,
} as const;
