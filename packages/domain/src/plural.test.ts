import { describe, expect, it } from 'vitest';
import { czechPluralForm } from './plural';

describe('czechPluralForm', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 2],
    [5, 3],
    [11, 3],
    [21, 3],
    [22, 3],
    [100, 3],
    [-1, 1],
    [-3, 2],
    [-7, 3],
    [-0, 0],
    [1.5, 3],
    [2.5, 3],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
  ])('%s -> %i', (n, form) => {
    expect(czechPluralForm(n)).toBe(form);
  });
});
