import type { ReactNode } from 'react';
import { Card, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import type { EndpointHandle, FormFields } from '@yaocai/contract';
import { PAGE_SIZE, usePagedQuery, type PageOf, tablePaging } from '../lib/paged-query';
import { pageOf, useUrlFilters } from '../lib/url-filters';
import { PageTitle } from './page-title';

export interface QueueTab {
  key: string;
  label: ReactNode;
}

/** Which tab and page of a queue the URL asks for (the first tab's status when it names none). */
export function queueState(params: URLSearchParams, tabs: readonly QueueTab[]) {
  return { status: params.get('status') ?? tabs[0]!.key, page: pageOf(params) };
}

/** Most queues send no status for the 全部 tab; a queue whose endpoint takes 'all' itself says so. */
export const allTabSendsNothing = (status: string): FormFields => (status === 'all' ? {} : { status });

/** The request of a queue's page: its tab's status filter, the page and the console's page size. */
export const queueQuery = (status: string, page: number, statusQuery: (status: string) => FormFields = allTabSendsNothing): FormFields => ({
  ...statusQuery(status),
  page,
  page_size: PAGE_SIZE,
});

/**
 * A review queue page of the console (控销授权, 提现审核, 意见反馈, 商家入驻, 品种求购, 积分订单): a title with its
 * explanation, tabs by status (the first is the work to do) and the page's rows, both kept in the URL. The page gives
 * the columns, with its row actions (see `useRowAction`, `askReason`); `children` (its dialogs, drawers) follow the card.
 */
export function ReviewQueue<Row extends { id: number }>(props: {
  title: string;
  intro: ReactNode;
  tabs: readonly QueueTab[];
  queryKey: QueryKey;
  /** The queue's list endpoint, its query the status filter, page and page size. */
  endpoint: EndpointHandle<'GET', string, { query?: object }, PageOf<Row>>;
  statusQuery?: (status: string) => FormFields;
  columns: TableColumnsType<Row>;
  children?: ReactNode;
}) {
  const { params, set } = useUrlFilters();
  const { status, page } = queueState(params, props.tabs);
  const query = queueQuery(status, page, props.statusQuery);
  const { data, isFetching } = usePagedQuery(props.queryKey, props.endpoint, query);
  return (
    <>
      <PageTitle title={props.title}>{props.intro}</PageTitle>
      <Card>
        <Tabs activeKey={status} onChange={(k) => set({ status: k })} items={[...props.tabs]} />
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={tablePaging({ page, total: data?.total, onChange: (p) => set({ status, page: p }) })}
          columns={props.columns}
        />
      </Card>
      {props.children}
    </>
  );
}
