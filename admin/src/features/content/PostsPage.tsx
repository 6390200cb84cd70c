import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Form, Input, Select, Space, Spin, Switch, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { POST_TYPES, postBody, type AdminPostRow } from '@yaocai/contract';
import { chinaMinuteItemProps, chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { RichTextEditor } from '../../components/rich-text-editor';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { useCanWrite } from '../../lib/session';
import { CONTENT_KEY, POST_STATE, usePosts } from './api';
import { useFormSave } from '../../lib/save-form';
import { EditorDrawer } from '../../components/editor-drawer';
import { tablePaging } from '../../lib/paged-query';

const NEWS_PATH: Record<number, string> = { 1: '/news/hy', 2: '/news/company', 3: '/news/notice' };
const typeOptions = Object.entries(POST_TYPES).map(([value, label]) => ({ value: Number(value), label }));
const china = (iso: string) => chinaTime(iso);

/** 公告资讯: 质量公告, 公司新闻 and 活动公告 (the announcement bar) — write, schedule, take down. */
export default function PostsPage() {
  const canWrite = useCanWrite('content');
  const [q, setQ] = useState<{ type?: number; keyword?: string; page: number; page_size: number }>({ page: 1, page_size: 20 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data, isFetching } = usePosts(q);
  return (
    <>
      <PageTitle title="公告资讯">发布后立即出现在前台资讯页；设定将来的发布时间即为定时发布；下线后前台不再显示。</PageTitle>
      <Card>
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          <Select allowClear placeholder="全部类型" style={{ width: 140 }} options={typeOptions} onChange={(type) => setQ({ ...q, type, page: 1 })} />
          <Input.Search
            allowClear
            placeholder="标题"
            style={{ width: 260 }}
            onSearch={(keyword) => setQ({ ...q, keyword: keyword.trim() || undefined, page: 1 })}
          />
          {canWrite ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              发布资讯
            </Button>
          ) : null}
        </Flex>
        <Table<AdminPostRow>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={tablePaging({
            page: q.page,
            pageSize: q.page_size,
            total: data?.total,
            sizes: [10, 20, 50, 100],
            onChange: (page, page_size) => setQ({ ...q, page, page_size }),
          })}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: '类型', dataIndex: 'type', width: 100, render: (t: number) => POST_TYPES[t as keyof typeof POST_TYPES] },
            { title: '标题', dataIndex: 'title', ellipsis: true },
            { title: '发布时间', dataIndex: 'published_at', width: 160, render: china },
            {
              title: '状态',
              dataIndex: 'state',
              width: 100,
              render: (s: AdminPostRow['state']) => <Tag color={POST_STATE[s].color}>{POST_STATE[s].label}</Tag>,
            },
            {
              title: '操作',
              key: 'op',
              width: 140,
              render: (_, p) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(p.id)}>
                    {canWrite ? '编辑' : '查看'}
                  </Button>
                  {p.state === 'published' ? (
                    <Button type="link" size="small" href={`/news/info/${p.id}/${p.type}`} target="_blank">
                      前台
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <PostDrawer key={String(editing)} target={editing} canWrite={canWrite} onClose={() => setEditing(null)} />
    </>
  );
}

function PostDrawer({ target, canWrite, onClose }: { target: number | 'new' | null; canWrite: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const { busy, save } = useFormSave(CONTENT_KEY, onClose);
  const editing = typeof target === 'number';
  const loaded = useQuery({
    queryKey: [...CONTENT_KEY, 'post', target],
    queryFn: () => call(api.contentConsole.post, { params: { id: target as number } }),
    enabled: editing,
  });
  const initial = loaded.data
    ? { ...loaded.data, published_at: china(loaded.data.published_at) }
    : { type: 2, title: '', desc: '', body: '', published_at: undefined, hidden: false };
  const submit = async () => {
    const v = form.getFieldsValue(true) as Record<string, unknown>;
    const body = {
      type: v.type as number,
      title: (v.title as string) ?? '',
      desc: (v.desc as string) ?? '',
      body: (v.body as string) ?? '',
      published_at: (v.published_at as string) ?? '',
      hidden: v.hidden ? 1 : 0,
    };
    await (typeof target === 'number'
      ? save(form, postBody, api.contentConsole.updatePost, { params: { id: target }, body })
      : save(form, postBody, api.contentConsole.createPost, { body }));
  };
  return (
    <EditorDrawer
      open={target !== null}
      title={editing ? `编辑资讯 · ID ${target}` : '发布资讯'}
      width={900}
      readOnly={!canWrite}
      busy={busy}
      onSave={submit}
      saveText={editing ? '保存' : '发布'}
      saveTestId="post-save"
      onClose={onClose}
    >
      {editing && !loaded.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} disabled={!canWrite}>
          <Flex gap={16}>
            <Form.Item label="类型" name="type" required style={{ width: 160 }}>
              <Select options={typeOptions} />
            </Form.Item>
            <Form.Item label="标题" name="title" required style={{ flex: 1 }}>
              <Input maxLength={80} showCount />
            </Form.Item>
          </Flex>
          <Form.Item label="摘要" name="desc" extra="列表与滚动公告栏显示的一句话；不填则取正文开头。">
            <Input maxLength={200} />
          </Form.Item>
          <Flex gap={16}>
            <Form.Item label="发布时间（北京时间）" name="published_at" extra="不填为立即发布；选择将来的时间即定时发布。" {...chinaMinuteItemProps}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
            </Form.Item>
            <Form.Item label="下线" name="hidden" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
          <Form.Item label="正文" name="body" required>
            <RichTextEditor disabled={!canWrite} />
          </Form.Item>
          {loaded.data && loaded.data.state === 'published' ? (
            <Typography.Text type="secondary">
              前台地址：{NEWS_PATH[loaded.data.type]} → /news/info/{loaded.data.id}/{loaded.data.type}
            </Typography.Text>
          ) : null}
        </Form>
      )}
    </EditorDrawer>
  );
}
