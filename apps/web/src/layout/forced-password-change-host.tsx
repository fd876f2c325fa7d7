import { useSessionToken } from '@marquee/session';
import { useState } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';

// Only a signed-in session can owe a forced password change, so a visitor's page never loads it
// (its modal brings its own texts when it opens; auth's styles come beside its code).
const ForcedPasswordChange = lazyChunk(
  () => import('./forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
  null,
  [],
  { styles: ['auth'] },
);

/**
 * auth's ForcedPasswordChange from the first signed-in moment of the page on, and kept mounted
 * after a sign-out, which it reacts to by forgetting the password typed for the change.
 */
export function ForcedPasswordChangeHost({ onDone }: { onDone: () => void }) {
  const token = useSessionToken();
  const [signedInOnce, setSignedInOnce] = useState(false);
  if (token && !signedInOnce) setSignedInOnce(true);
  return signedInOnce ? <ForcedPasswordChange onDone={onDone} /> : null;
}
