// `npm run bench`: the server on the local PostgreSQL with the demo data, measured against a bare-Fastify baseline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, recreateDatabase, ROOT, startProcess, stop, table, type Figure } from './harness.js';

const SERVER_PORT = '3901';
const BASE_PORT = '3902';

const url = await recreateDatabase('yaocai_bench');
const server = await startProcess(['server/src/main.ts'], { DATABASE_URL: url, PORT: SERVER_PORT, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' }, `http://127.0.0.1:${SERVER_PORT}/api/health`);
const baselineProc = await startProcess(['bench/src/baseline-server.ts'], { DATABASE_URL: url, PORT: BASE_PORT }, `http://127.0.0.1:${BASE_PORT}/goods/1`);

const figures: Figure[] = [];
try {
  const ids = Array.from({ length: 50 }, (_, i) => i + 1);
  const baseline = await measure('baseline: bare Fastify, one primary-key query', `http://127.0.0.1:${BASE_PORT}`, ids.map((i) => `/goods/${i}`));
  figures.push(baseline);
  const api = `http://127.0.0.1:${SERVER_PORT}`;
  figures.push(await measure('GET /api/health', api, ['/api/health']));
  figures.push(await measure('GET /api/focus/common (header data)', api, ['/api/focus/common']));
  figures.push(await measure('GET /api/focus/demo?banner_id=1', api, ['/api/focus/demo?banner_id=1']));

  const md = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on 127.0.0.1; autocannon, 10 connections, 2 s warm-up + 8 s.`,
    '',
    table(figures, baseline),
  ].join('\n');
  console.log(md);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results/latest.md'), md + '\n');
} finally {
  await stop(baselineProc);
  await stop(server);
}
