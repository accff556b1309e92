// The control API of copy trading (/__sandbox): decide a user's pending application to become a
// trader now, approved or rejected as support would, instead of waiting for the platform's review
// on the clock (30 minutes, decided by the experience given). Through the same code as that review.
import type { FastifyInstance } from 'fastify';
import { decideApplication } from '../areas/copy-trade';
import type { World } from '../world';

export function registerCopyControl(
  app: FastifyInstance,
  world: World,
  userId: (ref: string) => Promise<number | undefined>,
): void {
  const { db, clock } = world;

  /**
   * { decision: approve | reject } -> { id, user, decision }: the user's pending application is
   * decided now (an approved user becomes a trader; a notice tells them either way).
   */
  app.post('/__sandbox/users/:user/trader-application', async (request, reply) => {
    const id = await userId((request.params as { user: string }).user);
    if (!id) return reply.code(400).send({ error: 'no such user' });
    const decision = ((request.body ?? {}) as Record<string, unknown>).decision;
    if (decision !== 'approve' && decision !== 'reject')
      return reply.code(400).send({ error: 'decision is approve or reject' });
    const decided = await db.tx(async (q) => {
      const pending = await q.one<{ id: number }>(
        "SELECT id FROM copy_applications WHERE user_id = $1 AND status = 'pending' ORDER BY id DESC LIMIT 1",
        [id],
      );
      if (!pending) return null;
      const result = await decideApplication(world, q, Number(pending.id), decision, clock.now());
      return result && { id: Number(pending.id), user: id, decision: result };
    });
    return decided ?? reply.code(404).send({ error: 'the user has no application under review' });
  });
}
