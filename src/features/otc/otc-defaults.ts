// The fiat currency OTC ads and quick buy open on (the largest OTC market); the user picks another.
import type { FiatCode } from '@/api/fiat-rates';

export const DEFAULT_OTC_FIAT: FiatCode = 'CNY';
