/** Balance of spec §3: total = applied + gifted. */
export interface IntegralInfo {
  total: number;
  applyIntegral: number;
  giftIntegral: number;
}
