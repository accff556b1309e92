/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_ASSET_BASE_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_AUTH_SCHEME?: string;
  readonly VITE_REQUEST_ENCODING?: string;
  readonly VITE_FIAT_RATES_URL?: string;
  /** Comma-separated https origins of deposit payment pages (the `url` of /wallet/charge_req). */
  readonly VITE_PAYMENT_ORIGINS?: string;
  readonly VITE_WEBVIEW_ORIGINS?: string;
  readonly VITE_SUPPORT_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The app version from package.json (a Vite define). */
declare const __APP_VERSION__: string;
