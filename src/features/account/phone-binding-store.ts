// The phone-binding form's draft (area code and number), kept in memory while the user picks an
// area code on the areas page and comes back. Never stored: a phone number is personal data.
import { useSyncExternalStore } from 'react';
import { DEFAULT_AREA_CODE, type AreaCode } from '@/lib/area-codes';

export interface PhoneDraft {
  area: AreaCode;
  mobile: string;
}

let draft: PhoneDraft = { area: DEFAULT_AREA_CODE, mobile: '' };
const listeners = new Set<() => void>();

export const getPhoneDraft = (): PhoneDraft => draft;

export function updatePhoneDraft(patch: Partial<PhoneDraft>): void {
  draft = { ...draft, ...patch };
  listeners.forEach((listener) => listener());
}

export function resetPhoneDraft(): void {
  updatePhoneDraft({ area: DEFAULT_AREA_CODE, mobile: '' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePhoneDraft(): PhoneDraft {
  return useSyncExternalStore(subscribe, getPhoneDraft, getPhoneDraft);
}
