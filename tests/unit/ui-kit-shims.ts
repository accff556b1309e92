// Browser APIs that the UI kit's passcode input, sheets and dialogs call and jsdom lacks, for the
// screen tests that open them (withdraw, deposit).
import { beforeAll } from 'vitest';

export function useUiKitShims(): void {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
  });
}
