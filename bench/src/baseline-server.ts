// The yardstick every figure is divided by: bare Fastify answering one primary-key query through the same pg pool.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/goods/:id', async (req) => {
  const { rows } = await pool.query('select id, name, spec, base_price from goods where id = $1', [Number((req.params as { id: string }).id)]);
  return { code: 10000, msg: 'success', data: rows[0] ?? null };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline ready');
