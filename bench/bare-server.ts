// The baselines the app is measured against: a bare Fastify answering a constant, and a bare
// Fastify route running the queries of GET /savings/total/{userId} on the same database (the
// sign-in check every signed-in request makes, docs/decisions/sessions.md, "Sessions and cookies", then the
// one indexed read), with no token, validation or serialization schema.
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  // `gid` names the group, as the app's connection setting does: each query then reads that group's
  // rows by the indexes that lead with group_id (the many-groups run, docs/benchmarks.md).
  app.get<{ Params: { userId: string }; Querystring: { sid?: string; uid?: string; gid?: string } }>(
    '/one-query/:userId',
    async (request, reply) => {
      const { sid, uid } = request.query;
      const group = Number(request.query.gid ?? 1);
      if (sid) {
        const session = await pool.query(
          `select u.role from refresh_tokens t join users u on u.group_id = t.group_id and u.id = t.user_id
            where t.group_id = $3 and t.family_id = $1 and t.user_id = $2 and t.revoked_at is null limit 1`,
          [sid, Number(uid), group],
        );
        if (!session.rows[0]) return reply.status(401).send({ message: 'Your session has ended.' });
      }
      const result = await pool.query(
        `select b.balance_cents from savings_accounts s
           join savings_balances b on b.group_id = s.group_id and b.savings_account_id = s.id
          where s.group_id = $2 and s.user_id = $1`,
        [Number(request.params.userId), group],
      );
      return { total_savings: Number(result.rows[0]?.balance_cents ?? 0) / 100 };
    },
  );
}

await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${port}`);
