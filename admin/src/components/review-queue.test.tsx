import { describe, expect, it } from 'vitest';
import type { EndpointHandle } from '@yaocai/contract';
import { pagedQueryKey, type PageOf } from '../lib/paged-query';
import { account, renderPage, textOf } from '../testing/static-render';
import { allTabSendsNothing, queueQuery, queueState, ReviewQueue } from './review-queue';

const TABS = [
  { key: '0', label: '待处理' },
  { key: '1', label: '已处理' },
  { key: 'all', label: '全部' },
];
const KEY = ['console', 'test-queue'];
type Row = { id: number; name: string };
/** A queue's list endpoint (a handle: method and path, its answer a page of rows). */
const LIST: EndpointHandle<'GET', string, { query?: object }, PageOf<Row>> = { method: 'GET', path: '/admin/api/test' };

const queue = (
  <ReviewQueue<Row> title="测试队列" intro="说明文字" tabs={TABS} queryKey={KEY} endpoint={LIST} columns={[{ title: '名称', dataIndex: 'name' }]}>
    <p>队列之后</p>
  </ReviewQueue>
);

describe('a review queue', () => {
  it('opens on its first tab, page 1, unless the URL says otherwise', () => {
    expect(queueState(new URLSearchParams(''), TABS)).toEqual({ status: '0', page: 1 });
    expect(queueState(new URLSearchParams('status=all&page=3'), TABS)).toEqual({ status: 'all', page: 3 });
  });

  it('asks its endpoint for the tab status and page, 20 rows a page; 全部 sends no status unless the queue says so', () => {
    expect(queueQuery('1', 2)).toEqual({ status: '1', page: 2, page_size: 20 });
    expect(queueQuery('all', 1)).toEqual({ page: 1, page_size: 20 });
    expect(allTabSendsNothing('all')).toEqual({});
    expect(queueQuery('all', 1, (status) => ({ status }))).toEqual({ status: 'all', page: 1, page_size: 20 });
  });

  it('shows the title, the tab the URL names and the rows of that tab and page, then what follows the card', () => {
    const html = renderPage(queue, {
      op: account('super'),
      url: '/?status=1&page=2',
      cached: [[pagedQueryKey(KEY, queueQuery('1', 2)), { list: [{ id: 7, name: '华润三九药房' }], total: 21 }]],
    });
    const text = textOf(html);
    expect(text).toContain('测试队列 说明文字');
    expect(text).toMatch(/待处理 .*已处理 .*全部/);
    expect(html).toMatch(/ant-tabs-tab-active[^>]*>.*?已处理/);
    expect(text).toContain('名称 华润三九药房');
    // 21 rows at 20 a page: two pages, the second current.
    expect(html).toMatch(/ant-pagination-item-2[^"]*ant-pagination-item-active/);
    expect(text.indexOf('队列之后')).toBeGreaterThan(text.indexOf('华润三九药房'));
  });

  it('shows no rows of another tab', () => {
    const html = renderPage(queue, {
      op: account('super'),
      url: '/',
      cached: [[pagedQueryKey(KEY, queueQuery('1', 1)), { list: [{ id: 7, name: '华润三九药房' }], total: 1 }]],
    });
    expect(textOf(html)).not.toContain('华润三九药房');
  });
});
