// International dialling codes offered for phone sign-in and registration. `id` is the row id of
// the site's area table that `/user/login` expects as `area_code_id`; country names are not
// stored here but shown in the interface language through Intl.DisplayNames.

export interface AreaCode {
  id: number;
  /** ISO 3166-1 alpha-2 region code. */
  iso: string;
  /** Dialling code without `+`. */
  dial: string;
}

export const DEFAULT_AREA_CODE: AreaCode = { id: 1, iso: 'CN', dial: '86' };

export const AREA_CODES: readonly AreaCode[] = [
  DEFAULT_AREA_CODE,
  { id: 2, iso: 'HK', dial: '852' },
  { id: 3, iso: 'MO', dial: '853' },
  { id: 4, iso: 'TW', dial: '886' },
  { id: 5, iso: 'US', dial: '1' },
  { id: 6, iso: 'CA', dial: '1' },
  { id: 7, iso: 'GB', dial: '44' },
  { id: 8, iso: 'JP', dial: '81' },
  { id: 9, iso: 'KR', dial: '82' },
  { id: 10, iso: 'TH', dial: '66' },
  { id: 11, iso: 'VN', dial: '84' },
  { id: 12, iso: 'ID', dial: '62' },
  { id: 13, iso: 'MY', dial: '60' },
  { id: 14, iso: 'SG', dial: '65' },
  { id: 15, iso: 'PH', dial: '63' },
  { id: 16, iso: 'IN', dial: '91' },
  { id: 17, iso: 'AU', dial: '61' },
  { id: 18, iso: 'NZ', dial: '64' },
  { id: 19, iso: 'FR', dial: '33' },
  { id: 20, iso: 'DE', dial: '49' },
  { id: 21, iso: 'ES', dial: '34' },
  { id: 22, iso: 'IT', dial: '39' },
  { id: 23, iso: 'NL', dial: '31' },
  { id: 24, iso: 'BE', dial: '32' },
  { id: 25, iso: 'CH', dial: '41' },
  { id: 26, iso: 'AT', dial: '43' },
  { id: 27, iso: 'SE', dial: '46' },
  { id: 28, iso: 'NO', dial: '47' },
  { id: 29, iso: 'DK', dial: '45' },
  { id: 30, iso: 'FI', dial: '358' },
  { id: 31, iso: 'PL', dial: '48' },
  { id: 32, iso: 'PT', dial: '351' },
  { id: 33, iso: 'IE', dial: '353' },
  { id: 34, iso: 'GR', dial: '30' },
  { id: 35, iso: 'TR', dial: '90' },
  { id: 36, iso: 'RU', dial: '7' },
  { id: 37, iso: 'UA', dial: '380' },
  { id: 38, iso: 'AE', dial: '971' },
  { id: 39, iso: 'SA', dial: '966' },
  { id: 40, iso: 'IL', dial: '972' },
  { id: 41, iso: 'EG', dial: '20' },
  { id: 42, iso: 'ZA', dial: '27' },
  { id: 43, iso: 'NG', dial: '234' },
  { id: 44, iso: 'KE', dial: '254' },
  { id: 45, iso: 'BR', dial: '55' },
  { id: 46, iso: 'MX', dial: '52' },
  { id: 47, iso: 'AR', dial: '54' },
  { id: 48, iso: 'CL', dial: '56' },
  { id: 49, iso: 'CO', dial: '57' },
  { id: 50, iso: 'PE', dial: '51' },
  { id: 51, iso: 'PK', dial: '92' },
  { id: 52, iso: 'BD', dial: '880' },
  { id: 53, iso: 'LK', dial: '94' },
  { id: 54, iso: 'KH', dial: '855' },
  { id: 55, iso: 'LA', dial: '856' },
  { id: 56, iso: 'MM', dial: '95' },
  { id: 57, iso: 'MN', dial: '976' },
  { id: 58, iso: 'KZ', dial: '7' },
];

export const findAreaCode = (id: number): AreaCode => AREA_CODES.find((a) => a.id === id) ?? DEFAULT_AREA_CODE;
