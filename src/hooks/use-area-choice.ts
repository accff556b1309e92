// The dialling code last chosen on the area-code page (`/pages/common/area`), kept for this browser
// session: the sign-in, registration and password-reset forms start with it.
import { AREA_CODES, DEFAULT_AREA_CODE, type AreaCode } from '@/lib/area-codes';

const KEY = 'areaCodeId';

export function readAreaChoice(): AreaCode {
  try {
    const id = Number(sessionStorage.getItem(KEY));
    return AREA_CODES.find((area) => area.id === id) ?? DEFAULT_AREA_CODE;
  } catch {
    return DEFAULT_AREA_CODE;
  }
}

export function saveAreaChoice(area: AreaCode): void {
  try {
    sessionStorage.setItem(KEY, String(area.id));
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}
