/**
 * What an app user can buy (docs/decisions.md "Cashier"). Fixed in code: changing a price is a release, and an
 * order keeps the points and amount it was created with. Amounts in fen (分).
 */
export interface CashierPackage {
  id: string;
  points: number;
  amountFen: number;
  /** Short badge on the package card; null for none. */
  badge: string | null;
}

export const CASHIER_PACKAGES = [
  { id: 'p100', points: 100, amountFen: 1_000, badge: null },
  { id: 'p500', points: 500, amountFen: 4_500, badge: '9 折' },
  { id: 'p1000', points: 1_000, amountFen: 8_000, badge: '8 折' },
  { id: 'p5000', points: 5_000, amountFen: 35_000, badge: '7 折 · 最划算' },
] as const satisfies readonly CashierPackage[];

export type CashierPackageId = (typeof CASHIER_PACKAGES)[number]['id'];

export const CASHIER_PACKAGE_IDS = CASHIER_PACKAGES.map((p) => p.id) as [
  CashierPackageId,
  ...CashierPackageId[],
];

export function findPackage(id: string): CashierPackage | undefined {
  return CASHIER_PACKAGES.find((p) => p.id === id);
}

/** The usage text of the ledger entry and the subject shown by the payment vendor. */
export const topUpUsage = (points: number) => `充值 ${points} 制作栗`;
