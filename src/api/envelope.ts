// The envelope rule of the deployed backends (wire-format.md): every answer is HTTP 200 and says
// in its body how the call went. Success is `code == 200 || type == "ok" || code == 1`.

export type Outcome =
  | { kind: 'ok'; payload: unknown }
  | { kind: 'session-expired'; message: string }
  | { kind: 'verification-required'; message: string }
  | { kind: 'failure'; message: string }
  | { kind: 'malformed' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function classifyEnvelope(body: unknown): Outcome {
  if (!isRecord(body)) return { kind: 'malformed' };
  const type = body.type === undefined ? undefined : String(body.type);
  const code = body.code === undefined ? undefined : Number(body.code);

  if (code === 200 || type === 'ok' || code === 1) {
    if ('message' in body && type === 'ok') return { kind: 'ok', payload: body.message };
    if ('data' in body) return { kind: 'ok', payload: body.data };
    if ('message' in body) return { kind: 'ok', payload: body.message };
    return { kind: 'malformed' };
  }
  if (type === '999') return { kind: 'session-expired', message: text(body.message) };
  if (type === '998') return { kind: 'verification-required', message: text(body.message) };
  if (type !== undefined || code !== undefined) {
    return { kind: 'failure', message: text(body.message) || text(body.msg) };
  }
  return { kind: 'malformed' };
}
