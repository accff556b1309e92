// The sandbox's control API (/__sandbox, sandbox/src/control; not part of the contract, the
// backends have nothing like it), for the dev server's scenario panel (src/dev/sandbox-panel.tsx).
// The dev server proxies /__sandbox to the sandbox; with `--mock examples` nothing answers there.

/** A control call: JSON in and out; a refusal (HTTP 4xx with `error`) is thrown with its reason. */
export async function sandboxControl<T>(
  path: string,
  body?: unknown,
  method: 'GET' | 'POST' | 'DELETE' = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const response = await fetch(`/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
  return answer;
}
