/**
 * Czech plural form index: 0 -> 0, 1 -> 1, 2-4 -> 2, otherwise 3. Negative counts take the form of
 * their absolute value; fractions and non-finite values take form 3 ('otherwise').
 */
export function czechPluralForm(n: number): 0 | 1 | 2 | 3 {
  if (!Number.isInteger(n)) return 3;
  const count = Math.abs(n);
  if (count === 0) return 0;
  if (count === 1) return 1;
  if (count <= 4) return 2;
  return 3;
}
