import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '@yaocai/contract';
import { categoryPath } from './category-path';

const node = (id: number, name: string, children: MenuCategory[] = []): MenuCategory => ({ id, name, logo: '', logo1: '', children });
const tree = [node(1, '西药', [node(11, '抗感染', [node(111, '头孢类')])]), node(2, '中成药')];
const zy = [node(3, '中药饮片', [node(31, '根茎类')])];

describe('categoryPath', () => {
  it('finds the root-to-node trail', () => {
    expect(categoryPath([tree], 111).map((c) => c.name)).toEqual(['西药', '抗感染', '头孢类']);
    expect(categoryPath([tree], 2).map((c) => c.id)).toEqual([2]);
  });
  it('looks through every tree given, and returns [] for unknown or missing ids', () => {
    expect(categoryPath([tree, zy], 31).map((c) => c.id)).toEqual([3, 31]);
    expect(categoryPath([tree], 999)).toEqual([]);
    expect(categoryPath([tree], undefined)).toEqual([]);
  });
});
