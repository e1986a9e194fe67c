import type { JobWithMetadata, PgBoss } from 'pg-boss';

/** The attempt a claim belongs to: pg-boss fences complete/fail/touch on it, so a lapsed claim settles nothing. */
interface Claim {
  id: string;
  retryCount: number;
}

interface Running {
  job: JobWithMetadata<unknown>;
  claim: Claim;
  controller: AbortController;
  /** Completed, failed, or failed on our side (expired, shut down): nothing more is written for it. */
  settled: boolean;
  timers: NodeJS.Timeout[];
  /** Resolves when the handler has returned (not when its completion landed). */
  done: Promise<void>;
}

export interface DispatcherOptions {
  name: string;
  /** Most handlers of this queue running at once in this process. */
  concurrency: number;
  /** Fallback poll while nothing wakes the dispatcher (NOTIFY, a freed slot after a full fetch). */
  pollIntervalMs: number;
  /** Runs one job; the signal aborts when the job expires, its claim is lost, or the queue stops. */
  run: (job: JobWithMetadata<unknown>, signal: AbortSignal) => Promise<unknown>;
  onError: (err: unknown) => void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Consumes one queue with `concurrency` slots: one fetch claims as many jobs as there are free slots, each job
 * runs on its own and is settled on its own, and a freed slot asks for more at once while the queue has a
 * backlog. Idle, it waits for {@link wake} (NOTIFY on insert) or the poll.
 *
 * What pg-boss's `work()` does per batch is done here per job: heartbeats (`touch`, every half
 * heartbeatSeconds, aborting the signal when the claim is gone), the expireInSeconds deadline (fails the job
 * and aborts the signal) and the graceful stop (wait, then fail what is still running and abort it).
 * Completions that land together go out as one statement.
 */
export class QueueDispatcher {
  readonly #boss: PgBoss;
  readonly #o: DispatcherOptions;
  readonly #running = new Set<Running>();
  readonly #settling = new Set<Promise<void>>();
  readonly #completions: CompletionBatcher;
  #loop: Promise<void> | null = null;
  #stopping = false;
  #notified = false;
  #waiter: { forSlot: boolean; done: () => void } | null = null;

  constructor(boss: PgBoss, options: DispatcherOptions) {
    this.#boss = boss;
    this.#o = options;
    this.#completions = new CompletionBatcher(boss, options.name, (claim, err) => this.#fail(claim, err));
  }

  start(): void {
    this.#loop ??= this.#run();
  }

  /** A job may be waiting: fetch now (or as soon as the fetch in flight returns) instead of at the next poll. */
  wake(): void {
    this.#notified = true;
    this.#waiter?.done();
  }

  /**
   * No new fetches; waits up to `timeoutMs` for running handlers, then fails what is still running (so it is
   * retried) and aborts its signal. Resolves once every settle this dispatcher started has landed.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.#stopping = true;
    this.#waiter?.done();
    await this.#loop;
    const running = [...this.#running];
    if (running.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        Promise.all(running.map((r) => r.done)).then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        const left = [...this.#running].filter((r) => !r.settled);
        const reason = new Error(`queue ${this.#o.name} stopped while the job was running`);
        for (const r of left) {
          r.settled = true;
          clearTimers(r);
        }
        // Failed before the abort, as pg-boss does, so the handler's reaction to the abort cannot settle it first.
        await Promise.all(left.map((r) => this.#fail(r.claim, reason)));
        for (const r of left) r.controller.abort(reason);
      }
    }
    await this.#completions.idle();
    await Promise.all([...this.#settling]);
  }

  async #run(): Promise<void> {
    while (!this.#stopping) {
      const free = this.#o.concurrency - this.#running.size;
      if (free <= 0) {
        await this.#sleep(null);
        continue;
      }
      this.#notified = false;
      let jobs: JobWithMetadata<unknown>[] = [];
      try {
        jobs = await this.#boss.fetch<unknown>(this.#o.name, { batchSize: free, includeMetadata: true });
      } catch (err) {
        this.#o.onError(err);
        await this.#sleep(this.#o.pollIntervalMs);
        continue;
      }
      for (const job of jobs) this.#start(job);
      // A full fetch means there may be more; a NOTIFY during the fetch means there is. Otherwise the queue is
      // drained for now.
      if (jobs.length >= free || this.#notified) continue;
      await this.#sleep(this.#o.pollIntervalMs);
    }
  }

  /** Resolves on wake(), stop(), the timeout, or (when `ms` is null) the next freed slot. */
  #sleep(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      if (this.#stopping) return resolve();
      const timer = ms === null ? undefined : setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        if (this.#waiter === waiter) this.#waiter = null;
        resolve();
      };
      const waiter = { forSlot: ms === null, done };
      this.#waiter = waiter;
    });
  }

  #start(job: JobWithMetadata<unknown>): void {
    const entry: Running = {
      job,
      claim: { id: job.id, retryCount: job.retryCount },
      controller: new AbortController(),
      settled: false,
      timers: [],
      done: Promise.resolve(),
    };
    this.#running.add(entry);
    if (job.heartbeatSeconds && job.heartbeatSeconds > 0) {
      entry.timers.push(setInterval(() => void this.#heartbeat(entry), job.heartbeatSeconds * 500));
    }
    if (job.expireInSeconds > 0) {
      const ms = Math.min(Math.max(1, job.expireInSeconds) * 1000, MAX_TIMER_MS);
      entry.timers.push(setTimeout(() => this.#expire(entry), ms));
    }
    entry.done = this.#execute(entry);
  }

  async #execute(entry: Running): Promise<void> {
    let failure: { error: unknown } | null = null;
    try {
      await this.#o.run(entry.job, entry.controller.signal);
    } catch (error) {
      failure = { error };
    }
    clearTimers(entry);
    // The slot is free once the handler has returned; its completion need not hold the next job back.
    this.#running.delete(entry);
    if (this.#waiter?.forSlot) this.#waiter.done();
    if (entry.settled) return;
    entry.settled = true;
    if (failure) this.#track(this.#fail(entry.claim, failure.error));
    else this.#track(this.#completions.add(entry.claim));
  }

  async #heartbeat(entry: Running): Promise<void> {
    if (entry.settled || entry.controller.signal.aborted) return;
    try {
      const res = (await this.#boss.touch(this.#o.name, [entry.claim])) as { settled?: string[] };
      // touch() is fenced to this attempt: a job it did not refresh was retried, settled or taken elsewhere.
      if (res.settled && !res.settled.includes(entry.claim.id) && !entry.settled) {
        clearTimers(entry);
        entry.controller.abort(
          new Error(`job ${entry.claim.id} is no longer active under this worker's claim`),
        );
      }
    } catch (err) {
      // A heartbeat that could not run says nothing about the claim.
      this.#o.onError(err);
    }
  }

  #expire(entry: Running): void {
    if (entry.settled) return;
    entry.settled = true;
    clearTimers(entry);
    const reason = new Error(`handler execution exceeded ${entry.job.expireInSeconds}s`);
    entry.controller.abort(reason);
    // The handler keeps its slot until it returns; the job itself goes back to the queue now.
    this.#track(this.#fail(entry.claim, reason));
  }

  async #fail(claim: Claim, error: unknown): Promise<void> {
    try {
      await this.#boss.fail(this.#o.name, claim, error as object);
    } catch (err) {
      this.#o.onError(err);
    }
  }

  #track(p: Promise<void>): void {
    this.#settling.add(p);
    void p.finally(() => this.#settling.delete(p));
  }
}

function clearTimers(entry: Running): void {
  for (const t of entry.timers) clearTimeout(t);
  entry.timers = [];
}

/**
 * Group commit for completions: one `complete` statement in flight per queue, carrying every job that finished
 * while the previous one ran. A job never waits for a sibling's handler, only for at most one round trip.
 */
class CompletionBatcher {
  readonly #boss: PgBoss;
  readonly #name: string;
  readonly #onCompleteError: (claim: Claim, err: unknown) => Promise<void>;
  #pending: { claim: Claim; resolve: () => void }[] = [];
  #flushing: Promise<void> | null = null;

  constructor(boss: PgBoss, name: string, onCompleteError: (claim: Claim, err: unknown) => Promise<void>) {
    this.#boss = boss;
    this.#name = name;
    this.#onCompleteError = onCompleteError;
  }

  add(claim: Claim): Promise<void> {
    return new Promise((resolve) => {
      this.#pending.push({ claim, resolve });
      this.#flushing ??= this.#flush();
    });
  }

  idle(): Promise<void> {
    return this.#flushing ?? Promise.resolve();
  }

  async #flush(): Promise<void> {
    // Let jobs that finish in the same turn join the first statement.
    await Promise.resolve();
    while (this.#pending.length > 0) {
      const batch = this.#pending.splice(0, 100);
      try {
        await this.#boss.complete(
          this.#name,
          batch.map((b) => b.claim),
        );
      } catch (err) {
        // As pg-boss's worker does when its completion throws: fail the jobs, so they are retried.
        await Promise.all(batch.map((b) => this.#onCompleteError(b.claim, err)));
      }
      for (const b of batch) b.resolve();
    }
    this.#flushing = null;
  }
}
