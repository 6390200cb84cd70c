import { describe, expect, it } from 'vitest';
import { initialSuggestState, matchAd, resolveSearch, suggestReducer, type SuggestState } from './suggest-state';

const run = (state: SuggestState, ...actions: Parameters<typeof suggestReducer>[1][]) => actions.reduce(suggestReducer, state);

describe('suggestReducer', () => {
  it('opens on focus or typing only with a non-empty (trimmed) keyword', () => {
    expect(suggestReducer(initialSuggestState, { type: 'focus', keyword: '头孢' }).open).toBe(true);
    expect(suggestReducer(initialSuggestState, { type: 'focus', keyword: '   ' }).open).toBe(false);
    expect(run(initialSuggestState, { type: 'input', keyword: '阿' }, { type: 'input', keyword: '' }).open).toBe(false);
  });

  it('moves down and up through the suggestions and back to the keyword', () => {
    const open = { open: true, active: -1 };
    const down = (s: SuggestState) => suggestReducer(s, { type: 'move', delta: 1, count: 3 });
    const up = (s: SuggestState) => suggestReducer(s, { type: 'move', delta: -1, count: 3 });
    expect(down(open).active).toBe(0);
    expect(down(down(down(open))).active).toBe(2);
    expect(down(down(down(down(open)))).active).toBe(-1);
    expect(up(open).active).toBe(2);
    expect(up(down(open)).active).toBe(-1);
  });

  it('arrow keys reopen a closed dropdown, and do nothing without suggestions', () => {
    expect(suggestReducer(initialSuggestState, { type: 'move', delta: 1, count: 4 })).toEqual({ open: true, active: 0 });
    expect(suggestReducer(initialSuggestState, { type: 'move', delta: -1, count: 4 })).toEqual({ open: true, active: 3 });
    expect(suggestReducer(initialSuggestState, { type: 'move', delta: 1, count: 0 })).toBe(initialSuggestState);
  });

  it('closes (blur, Enter, Escape) and forgets the highlight; typing clears it too', () => {
    expect(suggestReducer({ open: true, active: 2 }, { type: 'close' })).toEqual(initialSuggestState);
    expect(suggestReducer({ open: true, active: 2 }, { type: 'input', keyword: '头孢克' })).toEqual({ open: true, active: -1 });
  });

  it('drops a highlight past the end when fewer suggestions arrive', () => {
    expect(suggestReducer({ open: true, active: 5 }, { type: 'suggestions', count: 3 }).active).toBe(-1);
    expect(suggestReducer({ open: true, active: 1 }, { type: 'suggestions', count: 3 }).active).toBe(1);
  });
});

describe('resolveSearch', () => {
  const suggestions = [{ id: 11 }, { id: 22 }];
  const ads = [{ name: '夏季清凉节', url: '/yjh/3' }];
  it('Enter on a highlighted suggestion opens its detail page', () => {
    expect(resolveSearch({ keyword: '夏季清凉节', type: 0, active: 1, suggestions, ads })).toEqual({ kind: 'detail', href: '/list/info/22' });
  });
  it('a keyword equal to an ad name jumps to the ad', () => {
    expect(resolveSearch({ keyword: '  夏季清凉节 ', type: 0, active: -1, suggestions, ads })).toEqual({ kind: 'ad', href: '/yjh/3' });
    expect(matchAd('夏季', ads)).toBeUndefined();
  });
  it('otherwise searches with the trimmed keyword and type', () => {
    expect(resolveSearch({ keyword: ' 头孢 ', type: 1, active: -1, suggestions, ads })).toEqual({
      kind: 'search',
      href: `/search?keywords=${encodeURIComponent('头孢')}&type=1`,
    });
  });
});
