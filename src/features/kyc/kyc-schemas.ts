// Form rules of identity verification: the contract's own constraints (generated) plus the shared
// validators, with i18n keys (namespace `kyc`) as messages.
import * as z from 'zod/mini';
import {
  submitRealNameRequestCardIdRegExp,
  submitRealNameRequestNameMax,
  submitRealNameRequestNameMin,
} from '@generated/zod/schemas/submitRealNameRequest.zod';
import { isIdCard, lengthInRange } from '@/lib/validators';

/** Document types of the contract: 0 ID card, 1 passport, 2 driving licence. */
export const ID_TYPES = [0, 1, 2] as const;
export type IdType = (typeof ID_TYPES)[number];
export const ID_TYPE_KEYS: Record<IdType, string> = { 0: 'idCard', 1: 'passport', 2: 'driverLicence' };

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'·-]*[\p{L}\p{M}.]$/u;

export const basicSchema = z
  .object({
    idType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    name: z.string().check(
      z.refine((v) => v.trim() !== '', 'validation.nameRequired'),
      z.refine(
        (v) =>
          v.trim() === '' ||
          (lengthInRange(v.trim(), submitRealNameRequestNameMin, submitRealNameRequestNameMax) && NAME.test(v.trim())),
        'validation.nameInvalid',
      ),
    ),
    cardId: z.string().check(z.refine((v) => v.trim() !== '', 'validation.numberRequired')),
  })
  .check(
    z.refine((form) => form.cardId.trim() === '' || form.idType !== 0 || isIdCard(form.cardId.trim()), {
      message: 'validation.idCardInvalid',
      path: ['cardId'],
    }),
    z.refine(
      (form) =>
        form.cardId.trim() === '' || form.idType === 0 || submitRealNameRequestCardIdRegExp.test(form.cardId.trim()),
      { message: 'validation.numberInvalid', path: ['cardId'] },
    ),
  );

export type BasicForm = z.infer<typeof basicSchema>;

/** A document number shown in part only: `EA4821395` -> `EA*****95`. */
export function maskDocumentNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}
