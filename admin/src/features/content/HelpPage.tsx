import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, InputNumber, List, Row, Select, Space, Spin, Switch, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { articleBody, type AdminHelpTree } from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { RichTextEditor } from '../../components/rich-text-editor';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { useCanWrite } from '../../lib/session';
import { CONTENT_KEY, useHelpTree } from './api';
import { useFormSave } from '../../lib/save-form';
import { EditorDrawer } from '../../components/editor-drawer';

/** 帮助中心: each group's articles (hidden ones marked), written with the rich-text editor. */
export default function HelpPage() {
  const canWrite = useCanWrite('content');
  const { data: groups, isLoading } = useHelpTree();
  const [editing, setEditing] = useState<{ id: number | null; groupId: number } | null>(null);
  return (
    <>
      <PageTitle title="帮助中心">文章按分组显示在前台帮助中心与页脚；新文章的地址为 /article/detail/编号。</PageTitle>
      {isLoading ? <Spin /> : null}
      <Row gutter={[16, 16]}>
        {(groups ?? []).map((g) => (
          <Col key={g.id} xs={24} md={12} xl={8}>
            <Card
              title={g.name}
              size="small"
              extra={
                canWrite ? (
                  <Button size="small" type="link" onClick={() => setEditing({ id: null, groupId: g.id })}>
                    新建文章
                  </Button>
                ) : null
              }
            >
              <List
                size="small"
                dataSource={g.articles}
                locale={{ emptyText: '暂无文章' }}
                renderItem={(a) => (
                  <List.Item
                    actions={[
                      <Button key="edit" type="link" size="small" onClick={() => setEditing({ id: a.id, groupId: g.id })}>
                        {canWrite ? '编辑' : '查看'}
                      </Button>,
                    ]}
                  >
                    <Space>
                      <Typography.Text>{a.title}</Typography.Text>
                      {a.hidden ? <Tag>已下线</Tag> : null}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {a.route}
                      </Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <ArticleDrawer
        key={editing ? `${editing.id}-${editing.groupId}` : 'closed'}
        target={editing}
        groups={groups ?? []}
        canWrite={canWrite}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function ArticleDrawer({
  target,
  groups,
  canWrite,
  onClose,
}: {
  target: { id: number | null; groupId: number } | null;
  groups: AdminHelpTree;
  canWrite: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const { busy, save } = useFormSave(CONTENT_KEY, onClose);
  const id = target?.id ?? null;
  const loaded = useQuery({
    queryKey: [...CONTENT_KEY, 'article', id],
    queryFn: () => call(api.contentConsole.article, { params: { id: id as number } }),
    enabled: id !== null,
  });
  const initial = loaded.data ?? { group_id: target?.groupId, title: '', body: '', sort: 0, hidden: false };
  const submit = async () => {
    const v = form.getFieldsValue(true) as Record<string, unknown>;
    const body = {
      group_id: v.group_id as number,
      title: (v.title as string) ?? '',
      body: (v.body as string) ?? '',
      sort: (v.sort as number) ?? 0,
      hidden: v.hidden ? 1 : 0,
    };
    await (id === null
      ? save(form, articleBody, api.contentConsole.createArticle, { body })
      : save(form, articleBody, api.contentConsole.updateArticle, { params: { id }, body }));
  };
  return (
    <EditorDrawer
      open={target !== null}
      title={id ? `编辑文章 · ID ${id}` : '新建帮助文章'}
      width={900}
      readOnly={!canWrite}
      busy={busy}
      onSave={submit}
      saveText={id ? '保存' : '发布'}
      saveTestId="article-save"
      onClose={onClose}
    >
      {id !== null && !loaded.data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} disabled={!canWrite}>
          <Flex gap={16}>
            <Form.Item label="分组" name="group_id" required style={{ width: 180 }}>
              <Select options={groups.map((g) => ({ value: g.id, label: g.name }))} />
            </Form.Item>
            <Form.Item label="标题" name="title" required style={{ flex: 1 }}>
              <Input maxLength={50} showCount />
            </Form.Item>
            <Form.Item label="排序" name="sort" tooltip="数字小的在前">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item label="下线" name="hidden" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
          <Form.Item label="正文" name="body" required>
            <RichTextEditor disabled={!canWrite} />
          </Form.Item>
          {loaded.data ? (
            <Typography.Text type="secondary">
              前台地址：{loaded.data.route} · 最近修改 {chinaTime(loaded.data.updated_at)}
            </Typography.Text>
          ) : null}
        </Form>
      )}
    </EditorDrawer>
  );
}
