// A yes/no remembered on this device (localStorage), such as "the risk notice was accepted".
// Where storage is unavailable the flag is remembered in memory for this page only.

export interface DeviceFlag {
  isSet: () => boolean;
  set: () => void;
}

export function deviceFlag(key: string, { memoryFallback = true }: { memoryFallback?: boolean } = {}): DeviceFlag {
  let inMemory = false;
  return {
    isSet() {
      try {
        return localStorage.getItem(key) === '1';
      } catch {
        return inMemory;
      }
    },
    set() {
      inMemory = memoryFallback;
      try {
        localStorage.setItem(key, '1');
      } catch {
        // storage unavailable: remembered in memory (when allowed) for this page only
      }
    },
  };
}
