import { type ApiSession, pollUntil } from './api';

export interface LedgerEntry {
  id: number;
  usage: string;
  /** Signed: charges negative, refunds and grants positive. */
  points: number;
  createAt: number;
}

/**
 * A user's points history (GET /api/v1/user/points/cost/history) cut into the steps of a test: each step's
 * entries are those newer than the end of the step before it.
 */
export class LedgerSteps {
  readonly steps: Record<string, LedgerEntry[]> = {};
  private mark = 0;

  constructor(private readonly user: ApiSession) {}

  /** Newest first; costType 0 all, 1 consume, 2 gain. */
  async entries(costType: 0 | 1 | 2 = 0): Promise<LedgerEntry[]> {
    const page = await this.user.get<{ list: LedgerEntry[] }>(
      `/api/v1/user/points/cost/history?costType=${costType}&offset=0&limit=100`,
    );
    return page.list;
  }

  async balance(): Promise<number> {
    return (await this.user.get<{ total: number }>('/api/v1/user/points/balance')).total;
  }

  /** Everything so far belongs to no step. */
  async start(): Promise<void> {
    this.mark = Math.max(0, ...(await this.entries()).map((e) => e.id));
  }

  /** Entries not yet given to a step. */
  async unclaimed(): Promise<LedgerEntry[]> {
    return (await this.entries()).filter((e) => e.id > this.mark);
  }

  /** Ends a step once at least `expected` new entries are there; returns them oldest first. */
  async close(name: string, expected: number): Promise<LedgerEntry[]> {
    const entries = await pollUntil(
      `ledger entries of ${name}`,
      () => this.unclaimed(),
      (list) => list.length >= expected,
      30_000,
    );
    const sorted = entries.sort((a, b) => a.id - b.id);
    this.steps[name] = sorted;
    this.mark = Math.max(this.mark, ...sorted.map((e) => e.id));
    return sorted;
  }
}
