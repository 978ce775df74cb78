import { flipDirection, pageWindow } from 'sitetools-kit/page-window';
import { describe, expect, it } from 'vitest';

/** The rows a window gives, on a list 0..total-1: read from either end, put back in order. */
const rowsOf = (total: number, window: ReturnType<typeof pageWindow>) => {
  const order = Array.from({ length: total }, (_, i) => i);
  const read = (window.reversed ? [...order].reverse() : order).slice(window.offset, window.offset + window.limit);
  return window.reversed ? read.reverse() : read;
};

describe('pageWindow', () => {
  it.each([
    ['the first page, from the start', { page: 1, pageSize: 50, total: 1_000_000 }, { offset: 0, limit: 50, reversed: false }],
    ['the last page, from the end', { page: 20_000, pageSize: 50, total: 1_000_000 }, { offset: 0, limit: 50, reversed: true }],
    ['a short last page, its rows only', { page: 3, pageSize: 10, total: 25 }, { offset: 0, limit: 5, reversed: true }],
    ['the middle page, from the start', { page: 2, pageSize: 10, total: 30 }, { offset: 10, limit: 10, reversed: false }],
    ['past the middle, from the end', { page: 3, pageSize: 10, total: 40 }, { offset: 10, limit: 10, reversed: true }],
    ['past the end: empty, from the start', { page: 5, pageSize: 10, total: 25 }, { offset: 40, limit: 10, reversed: false }],
    ['an empty list', { page: 1, pageSize: 10, total: 0 }, { offset: 0, limit: 10, reversed: false }],
  ])('reads %s', (_, page, window) => {
    expect(pageWindow(page)).toEqual(window);
  });

  it('gives the rows of every page of every list size, stepping over half of them at most', () => {
    for (let total = 0; total <= 23; total += 1) {
      for (const pageSize of [1, 2, 5, 10]) {
        for (let page = 1; page <= Math.ceil(total / pageSize) + 1; page += 1) {
          const window = pageWindow({ page, pageSize, total });
          const start = (page - 1) * pageSize;
          expect(rowsOf(total, window)).toEqual(
            Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i)
          );
          if (start < total) expect(window.offset).toBeLessThanOrEqual(total / 2);
        }
      }
    }
  });
});

describe('flipDirection', () => {
  it('turns each direction around', () => {
    expect(flipDirection('asc')).toBe('desc');
    expect(flipDirection('desc')).toBe('asc');
  });
});
