/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Dev-only fallback for the site variant when the server did not embed its config block. */
  readonly VITE_SITE_VARIANT?: string;
  /** Dev-only fallback: comma-separated menu keys to show as 暂未开放. */
  readonly VITE_DISABLED_FEATURES?: string;
  readonly VITE_TUTORIAL_URL?: string;
  readonly VITE_COMMUNITY_QR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
