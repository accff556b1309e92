// The shared input validator of product-spec §5: email, phone numbers, url, date, number, digits,
// ID card, amount, letters, alphanumerics, ranges, JSON, landline, numeric codes and the account
// fields (pay password, verification code, nickname, signature, login password).
//
// Every function is pure and returns a boolean; none of them knows about React or i18n. Callers
// (forms and screens) map a failed check to their own i18n key, so messages are translated there.
// Every check also answers false for a value that is not a string at run time (an empty form
// field may hold `undefined`), instead of letting a regex test the text "undefined".

const DIGITS = /^[0-9]+$/;
const NUMBER = /^-?[0-9]+(?:\.[0-9]+)?$/;
const MAINLAND_MOBILE = /^1[3-9][0-9]{9}$/;
const PHONE_NUMBER = /^[0-9]{5,15}$/;
const LETTERS = /^[A-Za-z]+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const AMOUNT = /^(?:[1-9][0-9]*(?:\.[0-9]{1,10})?|0\.[0-9]{1,20})$/;
const DATE = /^([0-9]{4})([-/])([0-9]{2})\2([0-9]{2})$/;
const ID_CARD_18 = /^[1-9][0-9]{5}([0-9]{4})([0-9]{2})([0-9]{2})[0-9]{3}[0-9Xx]$/;
const ID_CARD_15 = /^[1-9][0-9]{5}([0-9]{2})([0-9]{2})([0-9]{2})[0-9]{3}$/;
const LANDLINE = /^(?:0[0-9]{2,3}-?)?[1-9][0-9]{6,7}(?:-[0-9]{1,4})?$/;
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const URL_START = /^https?:\/\/[^\s/?#]+/i;
const NICKNAME = /^[\u4e00-\u9fa5A-Za-z0-9]+$/u;
const SIGNATURE = /^[\p{L}\p{M}\p{Nd} ,.!?，。！？_-]+$/u;
const SPECIAL_CHARACTER = /[^\p{L}\p{M}\p{Nd} ]/u;
const WHITESPACE = /\s/u;

/** ISO 7064 MOD 11-2 weights of the first 17 digits of an 18-digit resident ID. */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each remainder 0..10. */
const ID_CARD_CHECK_CHARS = '10X98765432';

function isString(v: unknown): v is string {
  return typeof v === 'string';
}

function codePointLength(v: string): number {
  return [...v].length;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A real Gregorian calendar date; year 1..9999. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Email address: a dot-atom local part (at most 64 characters) and a domain with a letter TLD. */
export function isEmail(v: string): boolean {
  if (!isString(v) || v.length > 254) return false;
  const at = v.lastIndexOf('@');
  if (at <= 0) return false;
  const local = v.slice(0, at);
  const domain = v.slice(at + 1);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(domain);
}

/** Mainland China mobile number: 11 digits, starting with 1, second digit 3-9. */
export function isMainlandMobile(v: string): boolean {
  return isString(v) && MAINLAND_MOBILE.test(v);
}

/** A national number of any country (without country code or separators): 5-15 digits. */
export function isPhoneNumber(v: string): boolean {
  return isString(v) && PHONE_NUMBER.test(v);
}

/** Absolute http or https URL with a host and no whitespace. */
export function isUrl(v: string): boolean {
  if (!isString(v) || WHITESPACE.test(v) || !URL_START.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** YYYY-MM-DD or YYYY/MM/DD (one separator throughout) that is a real calendar date, year 0001-9999. */
export function isDate(v: string): boolean {
  if (!isString(v)) return false;
  const match = DATE.exec(v);
  if (!match) return false;
  const [, year, , month, day] = match;
  return isCalendarDate(Number(year), Number(month), Number(day));
}

/** Decimal number with an optional leading minus: "3", "-1.5"; not "1e5", ".5", "5." or "". */
export function isNumber(v: string): boolean {
  return isString(v) && NUMBER.test(v);
}

/** One or more ASCII digits 0-9. */
export function isDigits(v: string): boolean {
  return isString(v) && DIGITS.test(v);
}

/**
 * Chinese resident ID: 18 characters with a valid birth date (1800-2099) and a valid ISO 7064
 * MOD 11-2 check character (X or x for 10), or an old 15-digit ID with a valid 19YYMMDD birth date.
 */
export function isIdCard(v: string): boolean {
  if (!isString(v)) return false;
  const long = ID_CARD_18.exec(v);
  if (long) {
    const [, year, month, day] = long;
    const y = Number(year);
    if (y < 1800 || y > 2099 || !isCalendarDate(y, Number(month), Number(day))) return false;
    let sum = 0;
    for (let i = 0; i < ID_CARD_WEIGHTS.length; i += 1) {
      sum += Number(v[i]) * (ID_CARD_WEIGHTS[i] ?? 0);
    }
    return ID_CARD_CHECK_CHARS[sum % 11] === v.charAt(17).toUpperCase();
  }
  const short = ID_CARD_15.exec(v);
  if (short) {
    const [, year, month, day] = short;
    return isCalendarDate(1900 + Number(year), Number(month), Number(day));
  }
  return false;
}

/**
 * Positive amount: an integer part without leading zeros and up to 10 decimals ("1", "12.5"), or
 * "0." followed by 1-20 decimals that are not all zero ("0.5"). "0", "01", "1.", "0.00" are false.
 */
export function isAmount(v: string): boolean {
  if (!isString(v) || !AMOUNT.test(v)) return false;
  return !v.startsWith('0.') || /[1-9]/.test(v);
}

/** One or more ASCII letters. */
export function isLetters(v: string): boolean {
  return isString(v) && LETTERS.test(v);
}

/** One or more ASCII letters or digits. */
export function isAlphanumeric(v: string): boolean {
  return isString(v) && ALPHANUMERIC.test(v);
}

/** Numeric value within [min, max]; a string must be a decimal number (see isNumber). */
export function inRange(v: number | string, min: number, max: number): boolean {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (isNumber(v)) n = Number(v);
  else return false;
  return Number.isFinite(n) && n >= min && n <= max;
}

/** Length in Unicode code points within [min, max]. */
export function lengthInRange(v: string, min: number, max: number): boolean {
  if (!isString(v)) return false;
  const length = codePointLength(v);
  return length >= min && length <= max;
}

/** A JSON text whose value is an object or an array (not a bare string, number, boolean or null). */
export function isJsonString(v: string): boolean {
  if (!isString(v)) return false;
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/**
 * Chinese landline: an optional area code (0 and 2-3 more digits) with an optional '-', a local
 * number of 7-8 digits not starting with 0, and an optional extension '-' and 1-4 digits.
 */
export function isLandline(v: string): boolean {
  return isString(v) && LANDLINE.test(v);
}

/** Exactly `length` ASCII digits (default 6); false when `length` is not a positive integer. */
export function isNumericCode(v: string, length = 6): boolean {
  if (!isString(v) || !Number.isSafeInteger(length) || length < 1) return false;
  return v.length === length && DIGITS.test(v);
}

/** Pay password: 6 digits. */
export function isPayPassword(v: string): boolean {
  return isNumericCode(v, 6);
}

/** Verification code: 6 digits. */
export function isVerificationCode(v: string): boolean {
  return isNumericCode(v, 6);
}

/** Nickname: 2-10 characters, only Chinese characters (U+4E00-U+9FA5), ASCII letters and digits. */
export function isNickname(v: string): boolean {
  return isString(v) && lengthInRange(v, 2, 10) && NICKNAME.test(v);
}

/**
 * Signature: 2-30 characters of letters (any script), digits, inner spaces and the punctuation
 * , . ! ? ， 。 ！ ？ - _; no other special characters and no leading or trailing whitespace.
 */
export function isSignature(v: string): boolean {
  return isString(v) && lengthInRange(v, 2, 30) && v.trim() === v && SIGNATURE.test(v);
}

/** Login password: 6-20 characters without whitespace. */
export function isLoginPassword(v: string): boolean {
  return isString(v) && lengthInRange(v, 6, 20) && !WHITESPACE.test(v);
}

/** The password and its confirmation are equal and not empty. */
export function passwordsMatch(a: string, b: string): boolean {
  return isString(a) && a.length > 0 && a === b;
}

/** True when `v` holds anything other than letters (any script), digits and spaces. */
export function hasSpecialCharacters(v: string): boolean {
  return isString(v) && SPECIAL_CHARACTER.test(v);
}
