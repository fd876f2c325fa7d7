import { useRef } from 'react';

/**
 * One key per deposit attempt: the same channel and amount sent again (a double click, a retry
 * after a lost answer) carry the same key, so the platform makes one order; a changed attempt or
 * a new deposit after a success gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ of: string; key: string } | null>(null);
  return {
    keyFor(attempt: string): string {
      if (current.current?.of !== attempt) current.current = { of: attempt, key: crypto.randomUUID() };
      return current.current.key;
    },
    done() {
      current.current = null;
    },
  };
}
