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
  app.get<{ Params: { userId: string }; Querystring: { sid?: string; uid?: string } }>(
    '/one-query/:userId',
    async (request, reply) => {
      const { sid, uid } = request.query;
      if (sid) {
        const session = await pool.query(
          `select u.role from refresh_tokens t join users u on u.id = t.user_id
            where t.family_id = $1 and t.user_id = $2 and t.revoked_at is null limit 1`,
          [sid, Number(uid)],
        );
        if (!session.rows[0]) return reply.status(401).send({ message: 'Your session has ended.' });
      }
      const result = await pool.query(
        `select b.balance_cents from savings_accounts s
           join savings_balances b on b.savings_account_id = s.id where s.user_id = $1`,
        [Number(request.params.userId)],
      );
      return { total_savings: Number(result.rows[0]?.balance_cents ?? 0) / 100 };
    },
  );
}

await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${port}`);
