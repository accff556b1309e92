// Side effects the API layer asks of the app: showing a toast and changing route. The app shell
// registers the real ones (the UI kit's toast, the router). A message asked for before that (a 999
// on an answer the start-up's prefetch checks before the app has rendered) waits and is shown when
// the app registers its toast; navigation falls back to the location hash until then.

export interface ApiEffects {
  toast: (message: string) => void;
  navigate: (path: string) => void;
}

/** Messages asked for before the app could show them (the last few: a 999 or 998 asks once). */
const waiting: string[] = [];
const WAITING_MAX = 3;

const effects: ApiEffects = {
  toast: (message) => {
    waiting.push(message);
    if (waiting.length > WAITING_MAX) waiting.shift();
  },
  navigate: (path) => {
    globalThis.location.hash = `#${path}`;
  },
};

export function setApiEffects(patch: Partial<ApiEffects>): void {
  Object.assign(effects, patch);
  if (patch.toast) for (const message of waiting.splice(0)) patch.toast(message);
}

export const apiEffects: Readonly<ApiEffects> = effects;
