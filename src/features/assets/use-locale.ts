// The BCP 47 tag of the interface language (shared hook).
export { useLocale } from '@/hooks/use-locale';
