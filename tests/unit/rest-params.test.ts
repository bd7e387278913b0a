import { describe, expect, it } from 'vitest';
import { listPaging, optionalInteger, truncatedInteger } from '../../api/src/rest/params.js';

describe('integers of legacy query and body values', () => {
  it('optionalInteger: whole numbers in the int range, null for the rest', () => {
    expect(['12', 12, '-3', '0', '2147483647', '-2147483648'].map(optionalInteger)).toEqual([12, 12, -3, 0, 2147483647, -2147483648]);
    expect([undefined, null, '', 'abc', '1.5', 1.5, '2147483648', '-2147483649', 'Infinity', '1e20'].map(optionalInteger)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('truncatedInteger: decimals cut to the whole part, still null outside the int range', () => {
    expect(['1.9', -1.9, '7', '2147483647.5'].map(truncatedInteger)).toEqual([1, -1, 7, 2147483647]);
    expect([undefined, '', 'x', 'NaN', '99999999999', 'Infinity'].map(truncatedInteger)).toEqual([null, null, null, null, null, null]);
  });

  it('listPaging: page and page_size from 1, decimals cut; the rest is page 1 and the default size', () => {
    expect(listPaging({ page: '3', page_size: '25' })).toEqual([3, 25]);
    expect(listPaging({ page: '2.7', page_size: 10 })).toEqual([2, 10]);
    expect(listPaging({})).toEqual([1, undefined]);
    expect(listPaging({ page: '0', page_size: '-5' })).toEqual([1, undefined]);
    expect(listPaging({ page: 'x', page_size: '' })).toEqual([1, undefined]);
  });
});
