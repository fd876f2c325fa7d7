import { createContext } from 'react';

/**
 * How many times the nearest error boundary has retried. React keeps a lazy component's failed
 * import for good, so a retry needs a fresh lazy component: lazyChunk makes one per attempt.
 */
export const ChunkAttemptContext = createContext(0);
