import { useState } from 'react';
import { AutoComplete, Button, Card, Drawer, Flex, Form, Input, InputNumber, Progress, Space, Switch, Table, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { videoMetaBody, type AdminVideo } from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { saveForm } from '../../lib/save-form';
import { checkWith } from '../../lib/schema-form';
import { useCanWrite } from '../../lib/session';

const KEY = ['console', 'videos'] as const;
const VIDEO_MAX_MB = 200;
const duration = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** 视频管理: the videos of /video — upload (WebM/MP4, ≤200MB, served with range requests), edit, publish or hide. */
export default function VideosPage() {
  const canWrite = useCanWrite('content');
  const [editing, setEditing] = useState<{ row: AdminVideo | null } | null>(null);
  const { data, isFetching } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(api.videosConsole.list, {}, { signal }) });
  const categories = [...new Set((data ?? []).map((v) => v.category))];
  return (
    <>
      <PageTitle title="视频管理">前台“视频专区”的视频：上传 WebM 或 MP4（不超过200MB），可按分类展示、隐藏或调整顺序。</PageTitle>
      <Card>
        {canWrite ? (
          <Button type="primary" icon={<UploadOutlined />} style={{ marginBottom: 12 }} onClick={() => setEditing({ row: null })}>
            上传视频
          </Button>
        ) : null}
        <Table<AdminVideo>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data}
          pagination={false}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
            { title: '分类', dataIndex: 'category', width: 120, render: (c: string) => <Tag>{c}</Tag> },
            { title: '标题', dataIndex: 'title' },
            { title: '时长', dataIndex: 'duration', width: 80, render: duration },
            { title: '播放', dataIndex: 'views', width: 80 },
            { title: '排序', dataIndex: 'sort', width: 70 },
            { title: '上传时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
            {
              title: '状态',
              dataIndex: 'published',
              width: 80,
              render: (p: number) => (p ? <Tag color="green">已发布</Tag> : <Tag>已隐藏</Tag>),
            },
            {
              title: '操作',
              key: 'op',
              width: 120,
              render: (_, v) => (
                <Space size={0}>
                  <Button type="link" size="small" href={v.src} target="_blank">
                    播放
                  </Button>
                  {canWrite ? (
                    <Button type="link" size="small" onClick={() => setEditing({ row: v })}>
                      编辑
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing ? <VideoDrawer row={editing.row} categories={categories} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function VideoDrawer({ row, categories, onClose }: { row: AdminVideo | null; categories: string[]; onClose: () => void }) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const meta = () => {
    const v = form.getFieldsValue(true) as Record<string, string | number | boolean | undefined>;
    return {
      category: String(v.category ?? ''),
      title: String(v.title ?? ''),
      description: String(v.description ?? ''),
      duration: Number(v.duration ?? 0),
      sort: Number(v.sort ?? 0),
      published: v.published === false ? 0 : 1,
    };
  };
  const done = async () => {
    await client.invalidateQueries({ queryKey: KEY });
    onClose();
  };
  const save = async () => {
    if (row) {
      setBusy(true);
      const saved = await saveForm(form, videoMetaBody, api.videosConsole.update, { params: { id: row.id }, body: meta() });
      setBusy(false);
      if (saved !== null) await done();
      return;
    }
    const checked = checkWith(videoMetaBody, meta());
    if (!checked.ok) return form.setFields(checked.fields);
    if (!file) return form.setFields([{ name: 'file', errors: ['请选择视频文件'] }]);
    // Multipart with the fields first, then the file (the server reads them in order), to the contract's upload
    // endpoint by an XHR: it reports the upload's progress, which fetch does not.
    const fd = new FormData();
    for (const [k, v] of Object.entries(meta())) fd.append(k, String(v));
    fd.append('file', file);
    setBusy(true);
    const xhr = new XMLHttpRequest();
    xhr.open(api.videosConsole.upload.method, api.videosConsole.upload.path);
    xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onloadend = async () => {
      setBusy(false);
      setProgress(null);
      const res = (() => {
        try {
          return JSON.parse(xhr.responseText) as { msg: string };
        } catch {
          return { msg: '上传失败，请重试' };
        }
      })();
      if (xhr.status === 200) {
        feedback.message?.success(res.msg);
        await done();
      } else feedback.message?.error(res.msg);
    };
    xhr.send(fd);
  };
  return (
    <Drawer
      open
      width={600}
      onClose={onClose}
      title={row ? `编辑视频 · ID ${row.id}` : '上传视频'}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={busy} onClick={save}>
            {row ? '保存' : '上传'}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={row ? { ...row, published: !!row.published } : { sort: 0, duration: 0, published: true }}>
        {!row ? (
          <Form.Item name="file" label="视频文件" required extra={`WebM 或 MP4，不超过${VIDEO_MAX_MB}MB；服务器按文件内容识别格式。`}>
            <Upload
              accept="video/mp4,video/webm"
              maxCount={1}
              beforeUpload={(f) => {
                if (f.size > VIDEO_MAX_MB * 1024 * 1024) feedback.message?.error(`视频大小不能超过${VIDEO_MAX_MB}MB`);
                else setFile(f);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />}>选择视频</Button>
            </Upload>
          </Form.Item>
        ) : null}
        {progress !== null ? <Progress percent={progress} style={{ marginBottom: 16 }} /> : null}
        <Flex gap={16}>
          <Form.Item name="category" label="分类" required style={{ width: 200 }}>
            <AutoComplete options={categories.map((c) => ({ value: c }))} placeholder="如 用药指导" />
          </Form.Item>
          <Form.Item name="title" label="标题" required style={{ flex: 1 }}>
            <Input maxLength={40} showCount />
          </Form.Item>
        </Flex>
        <Form.Item name="description" label="简介">
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="duration" label="时长（秒）">
            <InputNumber min={0} max={86400} precision={0} />
          </Form.Item>
          <Form.Item name="sort" label="排序" extra="小的在前">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="published" label="发布" valuePropName="checked">
            <Switch checkedChildren="发布" unCheckedChildren="隐藏" />
          </Form.Item>
        </Flex>
      </Form>
    </Drawer>
  );
}
