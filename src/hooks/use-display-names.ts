// Names of regions and currencies in the interface language (Intl.DisplayNames): "Germany",
// "US Dollar", "人民币"... A code the browser cannot name stays as it is.
import { useMemo } from 'react';
import { useLocale } from './use-locale';

type NameType = 'region' | 'currency';

function namer(locale: string, type: NameType): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type });
    return (code: string) => names.of(code) ?? code;
  } catch {
    return (code: string) => code;
  }
}

export function useDisplayNames(type: NameType): (code: string) => string {
  const locale = useLocale();
  return useMemo(() => namer(locale, type), [locale, type]);
}

/** A country's name in the interface language. */
export const useRegionName = (): ((iso: string) => string) => useDisplayNames('region');

/** The name of a currency in the interface language ("US Dollar", "人民币", ...). */
export const useCurrencyName = (): ((code: string) => string) => useDisplayNames('currency');
