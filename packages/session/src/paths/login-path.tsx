import { createContext, type ReactNode, useContext } from 'react';

const LoginPathContext = createContext<string | null>(null);

export interface LoginPathProviderProps {
  /** the shell's login route, where visitors and expired sessions are sent */
  path: string;
  children?: ReactNode;
}

/** The shell owns its routes; the session layer and the features learn the login path from it. */
export function LoginPathProvider({ path, children }: LoginPathProviderProps) {
  return <LoginPathContext.Provider value={path}>{children}</LoginPathContext.Provider>;
}

export function useLoginPath(): string {
  const path = useContext(LoginPathContext);
  if (path === null) throw new Error('useLoginPath must be used inside <LoginPathProvider>');
  return path;
}
