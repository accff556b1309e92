// Side effects the API layer asks of the app: showing a toast and changing route. The app shell
// registers the real ones (the UI kit's toast, the router); until then nothing is shown and
// navigation falls back to the location hash.

export interface ApiEffects {
  toast: (message: string) => void;
  navigate: (path: string) => void;
}

const effects: ApiEffects = {
  toast: () => {},
  navigate: (path) => {
    globalThis.location.hash = `#${path}`;
  },
};

export function setApiEffects(patch: Partial<ApiEffects>): void {
  Object.assign(effects, patch);
}

export const apiEffects: Readonly<ApiEffects> = effects;
