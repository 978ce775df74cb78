import { errors } from '@strapi/utils';
import { cursorPagination, cursorParams, decodeCursor, encodeCursor, takeCursor } from 'sitetools-kit/list-cursor';
import { describe, expect, it } from 'vitest';
import { thrownBy } from './thrown-by';

const LIMITS = { defaultLimit: 25, maxLimit: 100 };
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('encodeCursor and decodeCursor', () => {
  it.each([0, 1, 51, 2_000_000, Number.MAX_SAFE_INTEGER])('give back id %i', (id) => {
    const cursor = encodeCursor(id);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toBe(id);
  });

  it('reads the empty cursor as before the first row', () => {
    expect(decodeCursor('')).toBe(0);
  });

  it.each([
    ['text that is not base64url', 'not a cursor!'],
    ['base64url of no JSON', Buffer.from('id=3').toString('base64url')],
    ['a JSON number', encoded(3)],
    ['a JSON array', encoded([3])],
    ['null', encoded(null)],
    ['an id as a string', encoded({ id: '3' })],
    ['a negative id', encoded({ id: -1 })],
    ['a fractional id', encoded({ id: 1.5 })],
    ['an id past the safe integers', encoded({ id: 2 ** 60 })],
    ['another key beside the id', encoded({ id: 3, sort: 'from' })],
    ['no id', encoded({})],
    ['an overlong cursor', 'A'.repeat(65)],
  ])('refuses %s', (_, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined();
  });
});

describe('takeCursor', () => {
  it('leaves a query without pagination[after] as it is', () => {
    const query = { pagination: { page: '2', pageSize: '10' }, sort: 'id:desc' };
    expect(takeCursor(query, LIMITS)).toEqual({ query });
    expect(takeCursor({}, LIMITS)).toEqual({ query: {} });
  });

  it.each([
    ['no size: the default', { after: '' }, { afterId: 0, pageSize: 25 }],
    ['pageSize', { after: encodeCursor(7), pageSize: '10' }, { afterId: 7, pageSize: 10 }],
    ['limit', { after: encodeCursor(7), limit: 3 }, { afterId: 7, pageSize: 3 }],
    ['a size past the maximum: the maximum', { after: '', pageSize: '500' }, { afterId: 0, pageSize: 100 }],
  ])('takes the cursor and %s', (_, pagination, cursor) => {
    const { query, cursor: taken } = takeCursor({ pagination, filters: { a: 1 }, locale: 'fr' }, LIMITS);
    expect(taken).toEqual(cursor);
    expect(query).toEqual({ filters: { a: 1 }, locale: 'fr' });
  });

  it('caps nothing when the app sets no maximum', () => {
    expect(takeCursor({ pagination: { after: '', pageSize: '500' } }, { defaultLimit: 25 }).cursor).toEqual({ afterId: 0, pageSize: 500 });
  });

  it.each([
    ['a cursor that is not ours', { pagination: { after: 'x!' } }, 'pagination.after'],
    ['a cursor that is an object', { pagination: { after: { id: 1 } } }, 'pagination.after'],
    ['a page beside it', { pagination: { after: '', page: '2' } }, 'pagination.page'],
    ['a start beside it', { pagination: { after: '', start: '0' } }, 'pagination.start'],
    ['pageSize and limit', { pagination: { after: '', pageSize: '2', limit: '2' } }, 'pagination'],
    ['a count', { pagination: { after: '', withCount: 'true' } }, 'pagination.withCount'],
    ['a sort', { pagination: { after: '' }, sort: 'from' }, 'sort'],
    ['a page size of 0', { pagination: { after: '', pageSize: '0' } }, 'pagination.pageSize'],
    ['a page size that is no number', { pagination: { after: '', limit: 'ten' } }, 'pagination.limit'],
    ['a negative page size', { pagination: { after: '', pageSize: '-1' } }, 'pagination.pageSize'],
  ])('refuses %s with a ValidationError naming %s', (_, query, key) => {
    const error = thrownBy(() => takeCursor(query, LIMITS));
    expect(error).toBeInstanceOf(errors.ValidationError);
    expect(error).toMatchObject({ details: { key } });
    expect((error as Error).message.startsWith(`${key} `)).toBe(true);
  });
});

describe('cursorParams', () => {
  it('adds the id range to the filters, the id order and one page without a count', () => {
    expect(cursorParams({ filters: { live: true }, fields: ['url_path'] }, { afterId: 9, pageSize: 5 })).toEqual({
      filters: { $and: [{ live: true }, { id: { $gt: 9 } }] },
      fields: ['url_path'],
      sort: [{ id: 'asc' }],
      pagination: { start: 0, limit: 5, withCount: false },
    });
    expect(cursorParams({}, { afterId: 0, pageSize: 5 }).filters).toEqual({ id: { $gt: 0 } });
  });
});

describe('cursorPagination', () => {
  it.each([
    ['a full page: the cursor after its last row', [{ id: 3 }, { id: 8 }], encodeCursor(8)],
    ['a short page: the last', [{ id: 3 }], null],
    ['an empty page: the last', [], null],
  ])('answers %s', (_, rows, next) => {
    expect(cursorPagination(rows, { afterId: 0, pageSize: 2 })).toEqual({ pageSize: 2, next });
  });
});
