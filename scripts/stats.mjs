// Medians and quantiles for the benches: the smallest value at or above a share q of the sorted
// values (no interpolation), so every figure is one that was measured.

/** @param {number[]} xs @param {number} q */
export function quantile(xs, q) {
  if (xs.length === 0) return null
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

/** @param {number[]} xs */
export const median = (xs) => quantile(xs, 0.5)

/** @param {number | null} n */
export const round = (n, digits = 1) => (n == null ? null : Number(n.toFixed(digits)))
