import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the frame after the component's first commit (a task queued
 * from the next animation frame runs once that frame is on screen), then true. Work that nobody
 * sees in that frame, such as rows below the fold, can wait for it.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      // As a transition, React renders what waited in slices that leave the main thread free for
      // input, rather than in one long task.
      timer = window.setTimeout(() => startTransition(() => setDone(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [done]);
  return done;
}
