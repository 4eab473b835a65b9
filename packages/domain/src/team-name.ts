const NUMERALS: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numeral of 1..3999; throws RangeError otherwise. */
export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) {
    throw new RangeError(`Roman numerals cover integers 1..3999, got ${n}`);
  }
  let rest = n;
  let out = '';
  for (const [value, symbol] of NUMERALS) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

/** Team name is its own name, or the club name plus the roman team number (e.g. 'HC Praha II'). */
export function teamDisplayName(team: { name?: string | null; clubName: string; teamNumber: number }): string {
  const own = team.name?.trim();
  if (own) return own;
  const clubName = team.clubName.trim();
  // A broken team number must not take a whole results page down; the club name alone still identifies it.
  if (!Number.isInteger(team.teamNumber) || team.teamNumber < 1 || team.teamNumber > 3999) return clubName;
  return `${clubName} ${toRoman(team.teamNumber)}`;
}

/**
 * A team named among its club's other teams: 'DHK Otrokovice I (MB)'. A club numbers its teams per
 * category, so without the category its teams of different categories read the same.
 */
export function teamNameWithCategory(name: string, categoryCode: string | null | undefined): string {
  const code = categoryCode?.trim();
  return code ? `${name} (${code})` : name;
}
