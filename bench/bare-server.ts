// The baselines the app is measured against: a bare Fastify answering a constant, and a bare
// Fastify route running one indexed query (the same one as GET /savings/total/{userId}) on the
// same database, with no sign-in, validation or serialization schema.
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get<{ Params: { userId: string } }>('/one-query/:userId', async (request) => {
    const result = await pool.query('select balance_cents from savings_accounts where user_id = $1', [
      Number(request.params.userId),
    ]);
    return { total_savings: Number(result.rows[0]?.balance_cents ?? 0) / 100 };
  });
}

await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${port}`);
