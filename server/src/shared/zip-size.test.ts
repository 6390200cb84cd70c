import { describe, expect, it } from 'vitest';
import { declaredUnzippedSize } from './zip-size.js';
import { zipOf } from './zip-test-kit.js';

describe('declaredUnzippedSize', () => {
  it('sums what the entries inflate to without inflating them', () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(20 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(declaredUnzippedSize(bomb)).toEqual({ entries: 1, bytes: 20 * 1024 * 1024 });
  });
  it('gives null for what is not a zip', () => {
    expect(declaredUnzippedSize(Buffer.from('PK\x03\x04 but nothing else'))).toBeNull();
    expect(declaredUnzippedSize(Buffer.alloc(10))).toBeNull();
  });
});
