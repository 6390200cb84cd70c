import { Button, Image, Tag, Typography } from 'antd';
import type { z } from 'zod';
import type { adminFeedbackView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { askReason } from '../../components/reason-prompt';
import { ReviewQueue } from '../../components/review-queue';
import { callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { useRowAction } from '../../lib/row-action';
import { useCanWrite } from '../../lib/session';
import styles from './service.module.css';

type Feedback = z.infer<typeof adminFeedbackView>;
const KEY = ['console', 'feedback'] as const;
const TABS = [
  { key: '0', label: '待回复' },
  { key: '1', label: '已回复' },
  { key: 'all', label: '全部' },
];

/** 意见反馈: what members wrote in /yjfk (with their pictures); a reply reaches the member's message centre. */
export default function FeedbackPage() {
  const canWrite = useCanWrite('service');
  const action = useRowAction(KEY);
  const reply = (f: Feedback) =>
    askReason({
      title: `回复 ${f.company}`,
      width: 560,
      context: (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }}>
          {f.content}
        </Typography.Paragraph>
      ),
      rows: 4,
      maxLength: 500,
      showCount: true,
      placeholder: '回复内容（会员在消息中心可见）',
      okText: '发送回复',
      danger: false,
      onOk: async (text) => action.succeeded((await callEnvelope(api.feedbackConsole.reply, { params: { id: f.id }, body: { reply: text } })).msg),
    });
  return (
    <ReviewQueue<Feedback>
      title="意见反馈"
      intro="会员在“意见反馈”提交的建议与投诉；回复后会员在消息中心收到通知。"
      tabs={TABS}
      queryKey={KEY}
      endpoint={api.feedbackConsole.list}
      columns={[
        { title: '提交时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
        {
          title: '会员',
          key: 'member',
          width: 200,
          render: (_, f) => (
            <>
              <div>{f.company}</div>
              <Typography.Text type="secondary">{f.contact || f.username}</Typography.Text>
            </>
          ),
        },
        { title: '类型', dataIndex: 'type_name', width: 90, render: (t: string) => <Tag>{t}</Tag> },
        {
          title: '内容',
          key: 'content',
          render: (_, f) => (
            <>
              <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}>
                {f.content}
              </Typography.Paragraph>
              {f.images.length ? (
                <Image.PreviewGroup>
                  <div className={styles.thumbs}>
                    {f.images.map((src) => (
                      <Image key={src} src={src} width={48} height={48} style={{ objectFit: 'cover', marginRight: 6 }} />
                    ))}
                  </div>
                </Image.PreviewGroup>
              ) : null}
            </>
          ),
        },
        {
          title: '回复',
          key: 'reply',
          width: 260,
          render: (_, f) =>
            f.status === 1 ? (
              <>
                <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 2, expandable: true, symbol: '展开' }}>
                  {f.reply}
                </Typography.Paragraph>
                <Typography.Text type="secondary">{chinaTime(f.replied_at)}</Typography.Text>
              </>
            ) : (
              <Tag color="orange">待回复</Tag>
            ),
        },
        {
          title: '操作',
          key: 'op',
          width: 80,
          render: (_, f) =>
            canWrite && f.status === 0 ? (
              <Button type="link" size="small" onClick={() => reply(f)}>
                回复
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
