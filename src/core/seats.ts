/** Seats are numbered 0..n-1 clockwise; "left of" is the next seat clockwise. */
export const leftOf = (seat: number, players: number): number => (seat + 1) % players

export const isSeat = (seat: unknown, players: number): seat is number =>
  Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < players

/** Every seat with the highest value; ties share. */
export function leaders(values: readonly number[]): number[] {
  const best = Math.max(...values)
  return values.flatMap((v, seat) => (v === best ? [seat] : []))
}
