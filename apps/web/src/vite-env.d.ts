/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the platform API; empty means the app's own origin (the dev proxy or the platform serving the build). */
  readonly VITE_API_BASE_URL?: string;
  /** Key of the payload cipher; must match the platform's. */
  readonly VITE_PAYLOAD_KEY?: string;
  /** 'true' forces visitors to /login on every page except the login-area and download pages. */
  readonly VITE_LOGINED_TO_HOME?: string;
  readonly VITE_POPUP_ANNOUNCEMENTS?: string;
  readonly VITE_POPUP_FOR_VISITORS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
