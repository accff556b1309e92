// Before the run: is the server there at all, the session of --login (through the contract's
// own login operation), and the verification code a fresh sign-up receives (--code-url).
import { createPlanner } from './cases';
import { isSuccess } from './checks';
import type { Contract, Json } from './contract';
import { send, type Target } from './http';
import type { Validators } from './validators';

/** A network error that means nothing answers at that base URL, or undefined when something does (any HTTP status). */
export async function reachable(target: Target): Promise<string | undefined> {
  const errors: string[] = [];
  // one retry: a server that is just starting may refuse the first connection
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(target.baseUrl, {
        method: 'GET',
        headers: target.headers ?? {},
        redirect: 'manual',
        signal: AbortSignal.timeout(target.timeoutMs),
      });
      // read to the end: an answer left unread holds its connection, and the next request sent
      // on it fails (UND_ERR_SOCKET)
      await response.arrayBuffer().catch(() => undefined);
      return undefined;
    } catch (error) {
      const e = error as { name?: string; cause?: { code?: string; message?: string }; message: string };
      errors.push(
        e.name === 'TimeoutError'
          ? `no answer within ${target.timeoutMs} ms`
          : (e.cause?.code ?? e.cause?.message ?? e.message),
      );
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return errors.at(-1);
}

/** Signs in with the contract's login operation (`loginUser`): its example with this e-mail and password. */
export async function signIn(
  contract: Contract,
  validators: Validators,
  target: Target,
  login: { user: string; password: string },
): Promise<{ token: string } | { error: string }> {
  const op = contract.operations.find((o) => o.operationId === 'loginUser');
  if (!op) return { error: 'the contract has no loginUser operation' };
  const planner = createPlanner(contract, validators, { encodings: ['form'], seed: 1, tokenGiven: false });
  const base = planner.cases(op).cases.find((c) => c.phase === 'examples');
  if (!base?.body) return { error: 'no valid login request could be built from the contract' };
  const answer = await send(target, {
    ...base,
    withToken: false,
    body: { ...base.body, user_string: login.user, password: login.password },
  });
  if (answer.networkError || answer.timedOut) return { error: `no answer from ${op.key}` };
  let body: Json | undefined;
  try {
    body = JSON.parse(answer.text ?? '') as Json;
  } catch {
    return { error: `${op.key} answered HTTP ${answer.status} with a body that is not JSON` };
  }
  if (!isSuccess(body) || typeof body.message !== 'string' || !body.message)
    return { error: `${op.key} refused the sign-in of ${login.user}: ${JSON.stringify(body).slice(0, 200)}` };
  return { token: body.message };
}

/** The newest code sent to an address, from a URL that shows it (a mail catcher's API, the sandbox's mail log). */
export async function readCode(url: string, email: string, target: Target): Promise<string | undefined> {
  try {
    const response = await fetch(url.replaceAll('{email}', encodeURIComponent(email)), {
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    const text = await response.text();
    return /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0];
  } catch {
    return undefined;
  }
}
