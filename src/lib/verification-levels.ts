// Limits of the two verification levels (product-spec.md §6 and §9).
export const VERIFICATION_LEVELS = [
  { level: 1, withdrawBtcPerDay: 200, fiatUsdtPerTrade: 2_000 },
  { level: 2, withdrawBtcPerDay: 500, fiatUsdtPerTrade: 1_000_000 },
] as const;
