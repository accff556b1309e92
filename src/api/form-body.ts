// orval's form-urlencoded hook: instead of building URLSearchParams itself, every generated call
// hands its body object to toFormBody(). The HTTP client then encodes it as the configured layer
// expects: form-urlencoded (arrays as data[0]=..&data[1]=..) or JSON, keeping numbers as numbers.

export class FormBody {
  constructor(readonly fields: Record<string, unknown>) {}
}

export const toFormBody = <T extends object>(body: T | undefined): FormBody =>
  new FormBody({ ...(body ?? {}) } as Record<string, unknown>);

function append(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => append(params, `${key}[${index}]`, item));
  } else if (typeof value === 'object' && !(value instanceof Blob)) {
    Object.entries(value as Record<string, unknown>).forEach(([k, v]) => append(params, `${key}[${k}]`, v));
  } else {
    params.append(key, String(value));
  }
}

export function encodeForm(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  Object.entries(fields).forEach(([key, value]) => append(params, key, value));
  return params;
}
