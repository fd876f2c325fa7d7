import { lazyFeature } from '@marquee/i18n';
import { useSessionToken } from '@marquee/session';
import { useState } from 'react';

// Only a signed-in session can owe a forced password change, so a visitor's page never loads it
// (its modal brings its own texts when it opens).
const ForcedPasswordChange = lazyFeature(
  () => import('./forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
  null,
  [],
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
