/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_ASSET_BASE_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_AUTH_SCHEME?: string;
  readonly VITE_REQUEST_ENCODING?: string;
  readonly VITE_FIAT_RATES_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
