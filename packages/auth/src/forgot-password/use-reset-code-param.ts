import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const RESET_CODE_PARAM = 'resetCode';

/**
 * The code of a mailed reset link (`?resetCode=`). It is taken out of the address as soon as it is
 * read, so the secret stays out of the history and of later Referer headers; `clear` forgets it
 * once the reset is done or abandoned.
 */
export function useResetCodeParam(): [resetCode: string | null, clear: () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = searchParams.get(RESET_CODE_PARAM);
  const [resetCode, setResetCode] = useState(inAddress);

  useEffect(() => {
    if (inAddress === null) return;
    setResetCode(inAddress);
    setSearchParams(
      (params) => {
        params.delete(RESET_CODE_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [inAddress, setSearchParams]);

  const clear = useCallback(() => setResetCode(null), []);
  return [resetCode, clear];
}
