/**
 * The points check of spec §5, shared so the web's estimate and the server's charge always agree:
 * cost = (taskCosts entry for the key, else the flat setting of that key, else 0) × count, and consuming is
 * allowed only when that cost is at most the total balance.
 */
export interface TaskCost {
  key: string;
  costPoints: number;
}

/** GET /v1/user/points/cost/setting: the task cost list plus one flat value per key of spec §3. */
export interface IntegralSetting {
  taskCosts: TaskCost[];
  [flatKey: string]: number | TaskCost[];
}

export function unitCost(setting: IntegralSetting | null | undefined, key: string): number {
  if (!setting) return 0;
  const task = setting.taskCosts?.find((c) => c.key === key);
  if (task) return task.costPoints;
  const flat = setting[key];
  return typeof flat === 'number' && Number.isFinite(flat) ? flat : 0;
}

export function costOf(setting: IntegralSetting | null | undefined, key: string, count = 1): number {
  return unitCost(setting, key) * count;
}

export function canConsume(
  setting: IntegralSetting | null | undefined,
  key: string,
  count: number,
  totalBalance: number,
): boolean {
  return costOf(setting, key, count) <= totalBalance;
}
