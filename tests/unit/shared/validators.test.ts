import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasSpecialCharacters,
  inRange,
  isAlphanumeric,
  isAmount,
  isDate,
  isDigits,
  isEmail,
  isIdCard,
  isJsonString,
  isLandline,
  isLetters,
  isLoginPassword,
  isMainlandMobile,
  isNickname,
  isNumber,
  isNumericCode,
  isPayPassword,
  isPhoneNumber,
  isSignature,
  isUrl,
  isVerificationCode,
  lengthInRange,
  passwordsMatch,
} from '@/lib/validators';

// ---------------------------------------------------------------------------------------------
// Generators

const DIGIT_CHARS = [...'0123456789'];
const NON_ZERO_DIGIT_CHARS = [...'123456789'];
const ASCII_LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const SPECIALS = [...'<>@#$%^&*()[]{}=+~`|\\/;:\'"'];

const digit = fc.constantFrom(...DIGIT_CHARS);
const nonZeroDigit = fc.constantFrom(...NON_ZERO_DIGIT_CHARS);
const asciiLetter = fc.constantFrom(...ASCII_LETTERS);
const digitString = (minLength: number, maxLength: number) => fc.string({ unit: digit, minLength, maxLength });
const letterString = (minLength: number, maxLength: number) => fc.string({ unit: asciiLetter, minLength, maxLength });
/** A Chinese character from U+4E00-U+9FA5. */
const hanChar = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((cp) => String.fromCodePoint(cp));
/** Any code point except lone surrogates, so each one is one element of the resulting string. */
const codePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((cp) => cp < 0xd800 || cp > 0xdfff)
  .map((cp) => String.fromCodePoint(cp));

/** Insert `extra` into `s` at a position chosen by `at` (0..1). */
function insertAt(s: string, extra: string, at: number): string {
  const chars = [...s];
  const index = Math.floor(at * (chars.length + 1)) % (chars.length + 1);
  chars.splice(index, 0, extra);
  return chars.join('');
}
const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

const validDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

/** Check character of an 18-digit ID body (GB 11643, ISO 7064 MOD 11-2), written out for the test. */
function idCheckChar(body17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  [...body17].forEach((c, i) => {
    sum += Number(c) * (weights[i] ?? Number.NaN);
  });
  // Remainder r -> check value (12 - r) mod 11, 10 written as X.
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

const idBody = fc
  .record({
    region: fc.tuple(nonZeroDigit, digitString(5, 5)).map(([a, b]) => a + b),
    date: fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`),
    sequence: digitString(3, 3),
  })
  .map(({ region, date, sequence }) => `${region}${date}${sequence}`);

// ---------------------------------------------------------------------------------------------

describe('isEmail', () => {
  it.each(['user@example.com', 'first.last+tag@mail.example.co', 'a_b-c@sub.domain.org', 'X1@ab.io'])(
    'accepts %s',
    (v) => {
      expect(isEmail(v)).toBe(true);
    },
  );
  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@@example.com',
    'user@exa mple.com',
    'us er@example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example.c',
    'user@example.123',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %j', (v) => {
    expect(isEmail(v)).toBe(false);
  });

  it('accepts generated simple addresses and rejects them without the @', () => {
    const label = fc.string({ unit: fc.constantFrom(...ASCII_LETTERS, ...DIGIT_CHARS), minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(label, label, letterString(2, 6), (local, host, tld) => {
        expect(isEmail(`${local}@${host}.${tld}`)).toBe(true);
        expect(isEmail(`${local}${host}.${tld}`)).toBe(false);
      }),
    );
  });
});

describe('isMainlandMobile', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (v) => {
    expect(isMainlandMobile(v)).toBe(true);
  });
  it.each([
    '',
    '12800138000',
    '10800138000',
    '23800138000',
    '1380013800',
    '138001380000',
    '+8613800138000',
    '1380013800a',
    '138 0013 8000',
  ])('rejects %j', (v) => {
    expect(isMainlandMobile(v)).toBe(false);
  });

  it('accepts every 1[3-9] + 9 digits number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), digitString(9, 9), (second, rest) => {
        expect(isMainlandMobile(`1${second}${rest}`)).toBe(true);
      }),
    );
  });

  it('rejects a second digit 0-2, a first digit other than 1, and any other length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), digitString(9, 9), (second, rest) => {
        expect(isMainlandMobile(`1${second}${rest}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(0, 2, 3, 4, 5, 6, 7, 8, 9),
        fc.integer({ min: 3, max: 9 }),
        digitString(9, 9),
        (first, second, rest) => {
          expect(isMainlandMobile(`${first}${second}${rest}`)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 9 }),
        digitString(0, 20).filter((s) => s.length !== 9),
        (second, rest) => {
          expect(isMainlandMobile(`1${second}${rest}`)).toBe(false);
        },
      ),
    );
  });
});

describe('isPhoneNumber', () => {
  it.each(['12345', '13800138000', '442071838750', '123456789012345'])('accepts %s', (v) => {
    expect(isPhoneNumber(v)).toBe(true);
  });
  it.each(['', '1234', '1234567890123456', '+441234567', '020-7183-8750', '12 345', '１２３４５'])(
    'rejects %j',
    (v) => {
      expect(isPhoneNumber(v)).toBe(false);
    },
  );

  it('accepts exactly 5-15 digits', () => {
    fc.assert(
      fc.property(digitString(0, 25), (v) => {
        expect(isPhoneNumber(v)).toBe(v.length >= 5 && v.length <= 15);
      }),
    );
  });
});

describe('isUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/',
    'https://sub.example.com:8443/path/to?q=1&r=2#frag',
    'HTTPS://EXAMPLE.COM',
    'http://localhost:3000',
    'http://127.0.0.1/x',
  ])('accepts %s', (v) => {
    expect(isUrl(v)).toBe(true);
  });
  it.each([
    '',
    'example.com',
    'www.example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:user@example.com',
    'http://',
    'https:///path',
    'http:example.com',
    '//example.com',
    'http://exa mple.com',
    ' http://example.com',
    'http://example.com ',
    '/relative/path',
  ])('rejects %j', (v) => {
    expect(isUrl(v)).toBe(false);
  });

  // CPU only, but a lot of it (jsdom's URL parser is JavaScript): 4 s on a quiet machine, 17 s
  // seen on a loaded one, over the 15 s default.
  it('accepts generated http and https web URLs', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
        (v) => {
          expect(isUrl(v)).toBe(true);
        },
      ),
    );
  });

  it('rejects generated URLs of other schemes', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['ftp', 'ws', 'file'] }), (v) => {
        expect(isUrl(v)).toBe(false);
      }),
    );
  });
});

describe('isDate', () => {
  it.each(['2026-01-01', '2026/12/31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-04-30'])(
    'accepts %s',
    (v) => {
      expect(isDate(v)).toBe(true);
    },
  );
  it.each([
    '',
    '2026-02-30',
    '2026-02-31',
    '2026-04-31',
    '2026-06-31',
    '2026-09-31',
    '2026-11-31',
    '2023-02-29',
    '1900-02-29',
    '2100-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '0000-01-01',
    '2026-1-01',
    '2026-01-1',
    '26-01-01',
    '2026-01/01',
    '2026/01-01',
    '2026.01.01',
    '20260101',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
  ])('rejects %j', (v) => {
    expect(isDate(v)).toBe(false);
  });

  it('accepts every real calendar date with either separator', () => {
    fc.assert(
      fc.property(validDate, fc.constantFrom('-', '/'), ({ year, month, day }, sep) => {
        expect(isDate(`${pad(year, 4)}${sep}${pad(month, 2)}${sep}${pad(day, 2)}`)).toBe(true);
      }),
    );
  });

  it('rejects Feb 30/31, the 31st of 30-day months, month 0 and 13+, day 0 and 32+', () => {
    const year = fc.integer({ min: 1, max: 9999 }).map((y) => pad(y, 4));
    fc.assert(
      fc.property(year, fc.constantFrom('02-30', '02-31', '04-31', '06-31', '09-31', '11-31'), (y, md) => {
        expect(isDate(`${y}-${md}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(year, fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        expect(isDate(`${y}-${pad(m, 2)}-${pad(d, 2)}`)).toBe(false);
        expect(isDate(`${y}-00-${pad(d, 2)}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 32, max: 99 }), (y, m, d) => {
        expect(isDate(`${y}/${pad(m, 2)}/${pad(d, 2)}`)).toBe(false);
        expect(isDate(`${y}/${pad(m, 2)}/00`)).toBe(false);
      }),
    );
  });

  it('accepts Feb 29 exactly in leap years (checked against Date)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 9999 }), (y) => {
        const leap = new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
        expect(isDate(`${pad(y, 4)}-02-29`)).toBe(leap);
      }),
    );
  });
});

describe('isNumber', () => {
  it.each(['0', '3', '-1.5', '123.456', '-0', '007', '0.0001', '99999999999999999999'])('accepts %s', (v) => {
    expect(isNumber(v)).toBe(true);
  });
  it.each([
    '',
    '.',
    '-',
    '1e5',
    '1E5',
    '.5',
    '5.',
    '-.5',
    '+1',
    '1,000',
    '1.2.3',
    ' 1',
    '1 ',
    'abc',
    'NaN',
    'Infinity',
    '0x10',
    '--1',
    '１',
  ])('rejects %j', (v) => {
    expect(isNumber(v)).toBe(false);
  });

  it('accepts every signed integer and decimal built from digits', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        digitString(1, 20),
        fc.option(digitString(1, 20), { nil: undefined }),
        (neg, int, frac) => {
          expect(isNumber(`${neg ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`)).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(isNumber(String(n))).toBe(true);
      }),
    );
  });

  it('rejects a number with a letter inserted', () => {
    fc.assert(
      fc.property(digitString(1, 10), asciiLetter, position, (n, letter, at) => {
        expect(isNumber(insertAt(n, letter, at))).toBe(false);
      }),
    );
  });
});

describe('isDigits', () => {
  it.each(['0', '0123', '9876543210'])('accepts %s', (v) => {
    expect(isDigits(v)).toBe(true);
  });
  it.each(['', ' ', '-1', '1.0', '12a', '１２', '٣'])('rejects %j', (v) => {
    expect(isDigits(v)).toBe(false);
  });

  it('accepts any non-empty digit string and rejects it with any other character inserted', () => {
    fc.assert(
      fc.property(digitString(1, 40), (v) => {
        expect(isDigits(v)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        digitString(0, 20),
        codePoint.filter((c) => !DIGIT_CHARS.includes(c)),
        position,
        (v, c, at) => {
          expect(isDigits(insertAt(v, c, at))).toBe(false);
        },
      ),
    );
  });
});

describe('isIdCard', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', '110101199003074477', '110105491231002'])(
    'accepts %s',
    (v) => {
      expect(isIdCard(v)).toBe(true);
    },
  );
  it.each([
    '',
    '110105194912310021', // wrong check digit
    '11010519491231002Y',
    '110105194913310028', // month 13
    '110105202302290024', // 2023-02-29
    '010105194912310020', // region starts with 0
    '11010519491231002', // 17 characters
    '11010519491231002XX',
    '1101051949123100X2',
    '110105491331002', // 15-digit with month 13
    '11010549123100X',
    '11010519491231002X ',
  ])('rejects %j', (v) => {
    expect(isIdCard(v)).toBe(false);
  });

  it('accepts every generated 18-digit ID with its computed check character', () => {
    fc.assert(
      fc.property(idBody, (body) => {
        const check = idCheckChar(body);
        expect(isIdCard(body + check)).toBe(true);
        expect(isIdCard(body + check.toLowerCase())).toBe(true);
      }),
    );
  });

  it('rejects a generated ID whose check character is changed', () => {
    fc.assert(
      fc.property(idBody, fc.constantFrom(...DIGIT_CHARS, 'X'), (body, other) => {
        fc.pre(other !== idCheckChar(body));
        expect(isIdCard(body + other)).toBe(false);
      }),
    );
  });

  it('rejects a generated ID with an impossible birth date even with a matching check character', () => {
    fc.assert(
      fc.property(
        fc.tuple(nonZeroDigit, digitString(5, 5)).map(([a, b]) => a + b),
        fc.integer({ min: 1900, max: 2099 }),
        fc.constantFrom('0230', '0231', '0431', '1301', '0001', '0100', '0132'),
        digitString(3, 3),
        (region, year, monthDay, sequence) => {
          const body = `${region}${year}${monthDay}${sequence}`;
          expect(isIdCard(body + idCheckChar(body))).toBe(false);
        },
      ),
    );
  });

  it('accepts old 15-digit IDs with a real 19YY birth date', () => {
    fc.assert(
      fc.property(
        fc.tuple(nonZeroDigit, digitString(5, 5)).map(([a, b]) => a + b),
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('1999-12-31T00:00:00Z'), noInvalidDate: true }),
        digitString(3, 3),
        (region, d, sequence) => {
          const birth = `${pad(d.getUTCFullYear() % 100, 2)}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
          expect(isIdCard(`${region}${birth}${sequence}`)).toBe(true);
        },
      ),
    );
  });
});

describe('isAmount', () => {
  it.each([
    '1',
    '12.5',
    '0.5',
    '100',
    '1.0',
    '10.0000000001',
    '0.00000000000000000001',
    '0.10',
    '99999999999999999999.1234567890',
  ])('accepts %s', (v) => {
    expect(isAmount(v)).toBe(true);
  });
  it.each([
    '',
    '0',
    '00',
    '01',
    '01.5',
    '1.',
    '.5',
    '0.',
    '0.0',
    '0.000',
    '0.00000000000000000000',
    '0.000000000000000000001', // 21 decimals
    '1.12345678901', // 11 decimals
    '-1',
    '-0.5',
    '+1',
    '1e3',
    '1,000',
    ' 1',
    '1 ',
    'abc',
  ])('rejects %j', (v) => {
    expect(isAmount(v)).toBe(false);
  });

  const positiveInteger = fc.tuple(nonZeroDigit, digitString(0, 15)).map(([a, b]) => a + b);

  it('accepts a positive integer with up to 10 decimals', () => {
    fc.assert(
      fc.property(positiveInteger, digitString(0, 10), (int, frac) => {
        expect(isAmount(frac === '' ? int : `${int}.${frac}`)).toBe(true);
      }),
    );
  });

  it('rejects 11 or more decimals after a non-zero integer part', () => {
    fc.assert(
      fc.property(positiveInteger, digitString(11, 30), (int, frac) => {
        expect(isAmount(`${int}.${frac}`)).toBe(false);
      }),
    );
  });

  it('accepts 0. with 1-20 decimals that are not all zero, rejects 21+ decimals', () => {
    const fraction = (min: number, max: number) =>
      fc.tuple(digitString(min - 1, max - 1), nonZeroDigit, position).map(([s, d, at]) => insertAt(s, d, at));
    fc.assert(
      fc.property(fraction(1, 20), (frac) => {
        expect(isAmount(`0.${frac}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fraction(21, 40), (frac) => {
        expect(isAmount(`0.${frac}`)).toBe(false);
      }),
    );
  });

  it('rejects zero in every spelling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), (zeros) => {
        expect(isAmount(`0.${'0'.repeat(zeros)}`)).toBe(false);
        expect(isAmount('0'.repeat(zeros + 1))).toBe(false);
      }),
    );
  });

  it('rejects negatives and leading zeros', () => {
    fc.assert(
      fc.property(positiveInteger, digitString(0, 10), (int, frac) => {
        const amount = frac === '' ? int : `${int}.${frac}`;
        expect(isAmount(`-${amount}`)).toBe(false);
        expect(isAmount(`0${amount}`)).toBe(false);
      }),
    );
  });
});

describe('isLetters and isAlphanumeric', () => {
  it.each(['a', 'abc', 'ABC', 'HelloWorld'])('isLetters accepts %s', (v) => {
    expect(isLetters(v)).toBe(true);
  });
  it.each(['', 'abc1', 'a b', 'é', '中文', 'abc-', 'ab_c'])('isLetters rejects %j', (v) => {
    expect(isLetters(v)).toBe(false);
  });
  it.each(['a', '1', 'abc123', 'ABC', '007'])('isAlphanumeric accepts %s', (v) => {
    expect(isAlphanumeric(v)).toBe(true);
  });
  it.each(['', 'abc 123', 'abc-123', 'abc_123', 'é1', '中文1', 'a.b'])('isAlphanumeric rejects %j', (v) => {
    expect(isAlphanumeric(v)).toBe(false);
  });

  it('letters pass both; a digit fails isLetters only; a special character fails both', () => {
    fc.assert(
      fc.property(
        letterString(1, 30),
        digit,
        fc.constantFrom(...SPECIALS, ' ', '-', '_', '.'),
        position,
        (s, d, special, at) => {
          expect(isLetters(s)).toBe(true);
          expect(isAlphanumeric(s)).toBe(true);
          expect(isLetters(insertAt(s, d, at))).toBe(false);
          expect(isAlphanumeric(insertAt(s, d, at))).toBe(true);
          expect(isLetters(insertAt(s, special, at))).toBe(false);
          expect(isAlphanumeric(insertAt(s, special, at))).toBe(false);
        },
      ),
    );
  });
});

describe('inRange', () => {
  it('handles numbers and numeric strings inclusively', () => {
    expect(inRange(5, 1, 10)).toBe(true);
    expect(inRange(1, 1, 10)).toBe(true);
    expect(inRange(10, 1, 10)).toBe(true);
    expect(inRange(0, 1, 10)).toBe(false);
    expect(inRange(10.0001, 1, 10)).toBe(false);
    expect(inRange('5', 1, 10)).toBe(true);
    expect(inRange('-1.5', -2, -1)).toBe(true);
    expect(inRange('10.5', 1, 10)).toBe(false);
    expect(inRange(5, 10, 1)).toBe(false);
  });
  it.each(['', 'abc', '5a', '1e1', ' 5', '.'])('rejects the non-numeric string %j', (v) => {
    expect(inRange(v, -100, 100)).toBe(false);
  });
  it('rejects NaN and infinities', () => {
    expect(inRange(Number.NaN, -Infinity, Infinity)).toBe(false);
    expect(inRange(Infinity, 0, Infinity)).toBe(false);
  });

  it('accepts values between the bounds and rejects values outside, as number or string', () => {
    const bounds = fc
      .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }))
      .map(([min, span]) => ({
        min,
        max: min + span,
      }));
    fc.assert(
      fc.property(bounds, fc.double({ min: 0, max: 1, noNaN: true }), ({ min, max }, t) => {
        const inside = Math.min(max, min + Math.round((max - min) * t));
        expect(inRange(inside, min, max)).toBe(true);
        expect(inRange(String(inside), min, max)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(bounds, fc.integer({ min: 1, max: 1e6 }), ({ min, max }, delta) => {
        expect(inRange(max + delta, min, max)).toBe(false);
        expect(inRange(min - delta, min, max)).toBe(false);
        expect(inRange(String(max + delta), min, max)).toBe(false);
        expect(inRange(String(min - delta), min, max)).toBe(false);
      }),
    );
  });
});

describe('lengthInRange', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(lengthInRange('😀😀', 2, 2)).toBe(true);
    expect(lengthInRange('😀', 2, 2)).toBe(false);
    expect(lengthInRange('𠮷野家', 3, 3)).toBe(true);
    expect(lengthInRange('中文', 2, 10)).toBe(true);
    expect(lengthInRange('', 0, 0)).toBe(true);
    expect(lengthInRange('', 1, 5)).toBe(false);
    expect(lengthInRange('abcdef', 1, 5)).toBe(false);
  });

  it('agrees with the number of code points the string was built from', () => {
    fc.assert(
      fc.property(
        fc.array(codePoint, { maxLength: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (points, a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const s = points.join('');
          expect(lengthInRange(s, min, max)).toBe(points.length >= min && points.length <= max);
          expect(lengthInRange(s, points.length, points.length)).toBe(true);
          expect(lengthInRange(s, points.length + 1, points.length + 10)).toBe(false);
        },
      ),
    );
  });
});

describe('isJsonString', () => {
  it.each(['{}', '[]', '{"a":1}', '[1,"2",null]', ' { "nested": { "x": [true] } } '])('accepts %s', (v) => {
    expect(isJsonString(v)).toBe(true);
  });
  it.each(['', '1', '"text"', 'true', 'null', '{a:1}', "{'a':1}", '{"a":1,}', '[1,2', 'undefined', 'NaN', 'abc'])(
    'rejects %j',
    (v) => {
      expect(isJsonString(v)).toBe(false);
    },
  );

  it('accepts the JSON text of any object or array', () => {
    fc.assert(
      fc.property(fc.object(), (o) => {
        expect(isJsonString(JSON.stringify(o))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (a) => {
        expect(isJsonString(JSON.stringify(a))).toBe(true);
      }),
    );
  });

  it('rejects the JSON text of any primitive', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null)), (p) => {
        expect(isJsonString(JSON.stringify(p))).toBe(false);
      }),
    );
  });

  it('rejects truncated object text', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), (o) => {
        const text = JSON.stringify(o);
        expect(isJsonString(text.slice(0, -1))).toBe(false);
      }),
    );
  });
});

describe('isLandline', () => {
  it.each([
    '010-12345678',
    '01012345678',
    '0755-1234567',
    '07551234567',
    '12345678',
    '2345678',
    '010-12345678-1234',
    '0755-1234567-1',
    '12345678-12',
  ])('accepts %s', (v) => {
    expect(isLandline(v)).toBe(true);
  });
  it.each([
    '',
    '123456', // 6 digits
    '123456789', // 9 digits
    '010-123456',
    '010-123456789',
    '10-12345678', // area code without 0
    '01-12345678', // area code too short
    '01234-12345678', // area code too long
    '010--12345678',
    '010-12345678-',
    '010-12345678-12345',
    '010-01234567', // local number starting with 0
    '010 12345678',
    '(010)12345678',
    '010-1234567a',
  ])('rejects %j', (v) => {
    expect(isLandline(v)).toBe(false);
  });

  const area = fc.tuple(digitString(2, 3), fc.boolean()).map(([d, dash]) => `0${d}${dash ? '-' : ''}`);
  const local = (min: number, max: number) =>
    fc.tuple(nonZeroDigit, digitString(min - 1, max - 1)).map(([a, b]) => a + b);
  const extension = fc.option(
    digitString(1, 4).map((d) => `-${d}`),
    { nil: '' },
  );

  it('accepts every optional area code + 7-8 digit local number + optional extension', () => {
    fc.assert(
      fc.property(fc.option(area, { nil: '' }), local(7, 8), extension, (a, l, e) => {
        expect(isLandline(`${a}${l}${e}`)).toBe(true);
      }),
    );
  });

  it('rejects local numbers of other lengths and extensions of 5+ digits', () => {
    fc.assert(
      fc.property(
        area.map((a) => (a.endsWith('-') ? a : `${a}-`)),
        local(1, 12).filter((l) => l.length < 7 || l.length > 8),
        extension,
        (a, l, e) => {
          expect(isLandline(`${a}${l}${e}`)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.option(area, { nil: '' }), local(7, 8), digitString(5, 10), (a, l, e) => {
        expect(isLandline(`${a}${l}-${e}`)).toBe(false);
      }),
    );
  });
});

describe('isNumericCode, isPayPassword and isVerificationCode', () => {
  it('defaults to 6 digits', () => {
    expect(isNumericCode('123456')).toBe(true);
    expect(isNumericCode('000000')).toBe(true);
    expect(isNumericCode('12345')).toBe(false);
    expect(isNumericCode('1234567')).toBe(false);
    expect(isNumericCode('12345a')).toBe(false);
    expect(isNumericCode('')).toBe(false);
  });
  it('honours the length argument and rejects an impossible length', () => {
    expect(isNumericCode('1234', 4)).toBe(true);
    expect(isNumericCode('123456', 4)).toBe(false);
    expect(isNumericCode('', 0)).toBe(false);
    expect(isNumericCode('1', -1)).toBe(false);
    expect(isNumericCode('12', 1.5)).toBe(false);
    expect(isNumericCode('123456', Number.NaN)).toBe(false);
  });
  it.each(['123456', '000000', '987654'])('isPayPassword and isVerificationCode accept %s', (v) => {
    expect(isPayPassword(v)).toBe(true);
    expect(isVerificationCode(v)).toBe(true);
  });
  it.each(['', '12345', '1234567', '12345a', '12 345', ' 123456', '１２３４５６'])(
    'isPayPassword and isVerificationCode reject %j',
    (v) => {
      expect(isPayPassword(v)).toBe(false);
      expect(isVerificationCode(v)).toBe(false);
    },
  );

  it('isNumericCode(n) accepts exactly n-digit strings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), digitString(0, 14), (n, v) => {
        expect(isNumericCode(v, n)).toBe(v.length === n);
      }),
    );
  });

  it('isNumericCode(n) rejects n characters containing a non-digit', () => {
    fc.assert(
      fc.property(
        digitString(0, 11),
        codePoint.filter((c) => !DIGIT_CHARS.includes(c) && c.length === 1),
        position,
        (v, c, at) => {
          const code = insertAt(v, c, at);
          expect(isNumericCode(code, code.length)).toBe(false);
        },
      ),
    );
  });

  it('pay password and verification code are exactly 6 digits', () => {
    fc.assert(
      fc.property(digitString(0, 10), (v) => {
        expect(isPayPassword(v)).toBe(v.length === 6);
        expect(isVerificationCode(v)).toBe(v.length === 6);
      }),
    );
  });
});

describe('isNickname', () => {
  it.each(['张三', 'Tom', 'ab', 'user123', '小明2026', '1234567890', '中文English1'])('accepts %s', (v) => {
    expect(isNickname(v)).toBe(true);
  });
  it.each([
    '',
    'a',
    '张',
    'abcdefghijk',
    '张三李四王五赵六钱七孙',
    'a b',
    'ab_c',
    'ab-c',
    'ab!',
    'ab@',
    'é1',
    'ab😀',
    '　张三',
    'ｱｲ',
  ])('rejects %j', (v) => {
    expect(isNickname(v)).toBe(false);
  });

  const nicknameChar = fc.oneof(hanChar, asciiLetter, digit);

  it('accepts 2-10 Chinese characters, ASCII letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: nicknameChar, minLength: 2, maxLength: 10 }), (v) => {
        expect(isNickname(v)).toBe(true);
      }),
    );
  });

  it('rejects 0-1 or 11+ characters and any special character', () => {
    fc.assert(
      fc.property(fc.string({ unit: nicknameChar, maxLength: 1 }), (v) => {
        expect(isNickname(v)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: nicknameChar, minLength: 11, maxLength: 30 }), (v) => {
        expect(isNickname(v)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: nicknameChar, minLength: 1, maxLength: 9 }),
        fc.constantFrom(...SPECIALS, ' ', '_', '-', '.', '!', '，', '😀'),
        position,
        (v, special, at) => {
          expect(isNickname(insertAt(v, special, at))).toBe(false);
        },
      ),
    );
  });
});

describe('isSignature', () => {
  it.each([
    'Hi',
    'Hello world!',
    '你好，世界。',
    'Привет, мир',
    'good-day_2026',
    'Ça va?',
    'a b c',
    'Déjà vu!',
    'नमस्ते',
    '!!',
  ])('accepts %s', (v) => {
    expect(isSignature(v)).toBe(true);
  });
  it.each([
    '',
    'a',
    'a'.repeat(31),
    ' hello',
    'hello ',
    '\thello',
    'hel\nlo',
    'a<b',
    'a>b',
    'mail@me',
    '#tag',
    '$100',
    '100%',
    'a^b',
    'a&b',
    'a*b',
    'a(b)',
    'a/b',
    'smile 😀',
  ])('rejects %j', (v) => {
    expect(isSignature(v)).toBe(false);
  });

  const word = fc.string({
    unit: fc.oneof(asciiLetter, hanChar, digit, fc.constantFrom('é', 'ж', 'ß')),
    minLength: 1,
    maxLength: 6,
  });
  const punctuation = fc.constantFrom(',', '.', '!', '?', '，', '。', '！', '？', '-', '_', '');
  const sentence = fc
    .array(
      fc.tuple(word, punctuation).map(([w, p]) => w + p),
      { minLength: 1, maxLength: 6 },
    )
    .map((words) => words.join(' '));

  it('accepts 2-30 characters of words, inner spaces and the allowed punctuation', () => {
    fc.assert(
      fc.property(
        sentence.filter((s) => [...s].length >= 2 && [...s].length <= 30),
        (v) => {
          expect(isSignature(v)).toBe(true);
        },
      ),
    );
  });

  it('rejects a special character, surrounding whitespace, or more than 30 characters', () => {
    fc.assert(
      fc.property(
        sentence.filter((s) => [...s].length <= 29),
        fc.constantFrom(...SPECIALS, '😀', '\n'),
        position,
        (v, special, at) => {
          expect(isSignature(insertAt(v, special, at))).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        sentence.filter((s) => [...s].length >= 2 && [...s].length <= 29),
        fc.constantFrom(' ', '\t', '　'),
        (v, ws) => {
          expect(isSignature(ws + v)).toBe(false);
          expect(isSignature(v + ws)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.tuple(sentence, letterString(30, 50)).map(([s, w]) => `${s} ${w}`),
        (v) => {
          expect(isSignature(v)).toBe(false);
        },
      ),
    );
  });
});

describe('isLoginPassword', () => {
  it.each(['abc123', 'P@ssw0rd!', '密码密码密码', 'a'.repeat(20), '😀😀😀😀😀😀'])('accepts %s', (v) => {
    expect(isLoginPassword(v)).toBe(true);
  });
  it.each(['', 'abc12', 'a'.repeat(21), 'abc 123', 'abc123 ', '\tabc123', 'abc\n123', 'abc\u3000123'])(
    'rejects %j',
    (v) => {
      expect(isLoginPassword(v)).toBe(false);
    },
  );

  const visible = fc.integer({ min: 0x21, max: 0x7e }).map((cp) => String.fromCharCode(cp));

  it('accepts 6-20 visible characters and rejects other lengths', () => {
    fc.assert(
      fc.property(fc.string({ unit: visible, minLength: 6, maxLength: 20 }), (v) => {
        expect(isLoginPassword(v)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: visible, maxLength: 40 }).filter((v) => v.length < 6 || v.length > 20),
        (v) => {
          expect(isLoginPassword(v)).toBe(false);
        },
      ),
    );
  });

  it('rejects any whitespace', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: visible, minLength: 5, maxLength: 19 }),
        fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u3000'),
        position,
        (v, ws, at) => {
          expect(isLoginPassword(insertAt(v, ws, at))).toBe(false);
        },
      ),
    );
  });
});

describe('passwordsMatch', () => {
  it('needs two equal, non-empty values', () => {
    expect(passwordsMatch('secret1', 'secret1')).toBe(true);
    expect(passwordsMatch('secret1', 'secret2')).toBe(false);
    expect(passwordsMatch('secret1', 'Secret1')).toBe(false);
    expect(passwordsMatch('secret1', 'secret1 ')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
  });

  it('matches a value with itself and never two different values', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (a) => {
        expect(passwordsMatch(a, a)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(passwordsMatch(a, b)).toBe(false);
      }),
    );
  });
});

describe('hasSpecialCharacters', () => {
  it.each(['', 'abc', 'ABC 123', '中文 English', 'Привет мир', 'café', 'नमस्ते'])('is false for %j', (v) => {
    expect(hasSpecialCharacters(v)).toBe(false);
  });
  it.each(['a!', 'a_b', 'a-b', 'a.b', '@', '中文，', 'tab\there', 'new\nline', 'smile😀', '<script>'])(
    'is true for %j',
    (v) => {
      expect(hasSpecialCharacters(v)).toBe(true);
    },
  );

  it('is false for letters, digits and spaces, and true once a special character is added', () => {
    const plain = fc.string({
      unit: fc.oneof(asciiLetter, hanChar, digit, fc.constantFrom(' ', 'é', 'ж')),
      maxLength: 30,
    });
    fc.assert(
      fc.property(
        plain,
        fc.constantFrom(...SPECIALS, '_', '-', '.', ',', '!', '?', '，', '。', '😀', '\t'),
        position,
        (v, special, at) => {
          expect(hasSpecialCharacters(v)).toBe(false);
          expect(hasSpecialCharacters(insertAt(v, special, at))).toBe(true);
        },
      ),
    );
  });
});

describe('non-string input at run time', () => {
  it('answers false instead of testing the text "undefined" or "null"', () => {
    const missing = [undefined, null] as unknown as string[];
    for (const v of missing) {
      expect(isLetters(v)).toBe(false);
      expect(isAlphanumeric(v)).toBe(false);
      expect(isEmail(v)).toBe(false);
      expect(isSignature(v)).toBe(false);
      expect(isNickname(v)).toBe(false);
      expect(hasSpecialCharacters(v)).toBe(false);
      expect(passwordsMatch(v, v)).toBe(false);
    }
  });
});
