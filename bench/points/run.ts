// bench/points: spends per second and latency with 1 and 16 concurrent clients on PostgreSQL, and live balance
// fan-out latency to 500 connected stream clients. Prints numbers; asserts nothing.
// Usage: node bench/run.mjs points   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { closeContext, createContext } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { startSession } from '../../apps/server/src/modules/auth/session.service';
import { creditPoints, spendPoints } from '../../apps/server/src/modules/points/points.service';
import { insertUser } from '../../apps/server/src/modules/users/users.repository';

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
function summary(label: string, latencies: number[], seconds: number) {
  const s = [...latencies].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} ${String(latencies.length).padStart(6)} ops ${(latencies.length / seconds).toFixed(0).padStart(7)}/s` +
      `   p50 ${pct(s, 50).toFixed(2)} ms  p99 ${pct(s, 99).toFixed(2)} ms  max ${(s[s.length - 1] ?? 0).toFixed(2)} ms`,
  );
}

async function main() {
  const dbName = `lizi_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const ctx = await createContext(
    loadConfig({
      DATABASE_URL: url.toString(),
      DATABASE_POOL_MAX: '24',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
    }),
  );
  try {
    const users: number[] = [];
    for (let i = 0; i < 50; i++) {
      const u = await insertUser(ctx.db, { realname: `bench ${i}` });
      await creditPoints(ctx, {
        userId: u.id,
        applyDelta: 0,
        giftDelta: 1_000_000_000,
        kind: 'grant',
        usage: 'bench',
      });
      users.push(u.id);
    }
    const spend = (userId: number) =>
      spendPoints(ctx, { userId, key: 'gcimg-promptv3-auto', count: 1, usage: 'bench' });

    // Warm-up: connections, plans.
    for (let i = 0; i < 200; i++) await spend(users[0] as number);

    console.log(`points ledger on PostgreSQL (${url.host}), node ${process.version}`);
    for (const clients of [1, 16]) {
      for (const sameUser of clients === 1 ? [false] : [false, true]) {
        const latencies: number[] = [];
        const perClient = clients === 1 ? 3000 : 600;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: clients }, async (_, c) => {
            const userId = users[sameUser ? 0 : c] as number;
            for (let i = 0; i < perClient; i++) {
              const t0 = performance.now();
              await spend(userId);
              latencies.push(performance.now() - t0);
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        summary(
          `spend, ${clients} client(s)${sameUser ? ', one balance' : clients > 1 ? ', own balances' : ''}`,
          latencies,
          seconds,
        );
      }
    }

    // Fan-out: 500 stream clients (10 tabs for each of 50 users); one spend per user; time until every tab heard it.
    const app = await buildApp(ctx);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookies = new Map<number, string>();
    for (const userId of users) {
      const reply = { setCookie: (n: string, v: string) => cookies.set(userId, `${n}=${v}`) } as never;
      await startSession(ctx, { ip: '127.0.0.1', headers: {} } as never, reply, userId, 'bench');
    }
    const controllers: AbortController[] = [];
    const received: number[] = [];
    let sentAt = new Map<number, number>();
    let expectTotal = new Map<number, number>();
    await Promise.all(
      users.flatMap((userId) =>
        Array.from({ length: 10 }, async () => {
          const controller = new AbortController();
          controllers.push(controller);
          const res = await fetch(`${address}/api/v1/user/stream`, {
            headers: { cookie: cookies.get(userId) ?? '' },
            signal: controller.signal,
          });
          const reader = (res.body as ReadableStream<Uint8Array>).getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          void (async () => {
            try {
              for (;;) {
                const { value, done } = await reader.read();
                if (done) return;
                buffer += decoder.decode(value, { stream: true });
                let idx = buffer.indexOf('\n\n');
                while (idx >= 0) {
                  const block = buffer.slice(0, idx);
                  buffer = buffer.slice(idx + 2);
                  if (block.startsWith('event: balance')) {
                    const total = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}').total;
                    if (expectTotal.get(userId) === total) {
                      received.push(Math.max(0, performance.now() - (sentAt.get(userId) ?? 0)));
                    }
                  }
                  idx = buffer.indexOf('\n\n');
                }
              }
            } catch {}
          })();
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1500));
    // The spend statement NOTIFYs on commit; latency runs from the moment the spend call returned (committed)
    // to the moment each tab read the event. A tab that hears it before the call returned counts as 0.
    for (let round = 0; round < 3; round++) {
      received.length = 0;
      sentAt = new Map();
      expectTotal = new Map();
      const started = performance.now();
      await Promise.all(
        users.map(async (userId) => {
          const before = (
            await spendPoints(ctx, { userId, key: 'gcimg-promptv3-auto', count: 0, usage: 'read' })
          ).balance.total;
          expectTotal.set(userId, before - 1);
          sentAt.set(userId, Number.POSITIVE_INFINITY);
          await spendPoints(ctx, { userId, key: 'gcimg-promptv3-auto', count: 1, usage: 'bench fan-out' });
          sentAt.set(userId, performance.now());
        }),
      );
      const deadline = performance.now() + 10_000;
      while (received.length < 500 && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 5));
      summary(
        `fan-out round ${round + 1}: 500 streams, 50 users`,
        received,
        (performance.now() - started) / 1000,
      );
    }
    for (const c of controllers) c.abort();
    await app.close();
  } finally {
    await closeContext(ctx);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
