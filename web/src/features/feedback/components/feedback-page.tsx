import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Image, Input, List, Pagination, Radio, Tag } from 'antd';
import { chinaMinute, FEEDBACK_RULES, FEEDBACK_TYPES, MAX_FEEDBACK_IMAGES } from '@yaocai/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { PhotoPicker, type Photo } from '../../../components/ui/photo-picker';
import { FEEDBACK_PAGE_SIZE, myFeedbackQuery, sendFeedback, type FeedbackView } from '../api/feedback';
import styles from './feedback.module.css';

interface Values {
  type: number;
  content: string;
  contact?: string;
}

const TYPE_OPTIONS = Object.entries(FEEDBACK_TYPES).map(([value, label]) => ({ value: Number(value), label }));

function FeedbackItem({ f }: { f: FeedbackView }) {
  return (
    <List.Item className={styles.item} data-testid="feedback-item">
      <div className={styles.itemHead}>
        <Tag>{f.type_name}</Tag>
        <span className={styles.muted}>{chinaMinute(f.created_at)}</span>
        <Tag color={f.status === 1 ? 'green' : 'orange'} className={styles.status}>
          {f.status_name}
        </Tag>
      </div>
      <p className={styles.content}>{f.content}</p>
      {f.images.length > 0 && (
        <Image.PreviewGroup>
          <div className={styles.images}>
            {f.images.map((src) => (
              <Image key={src} src={src} width={64} height={64} className={styles.thumb} alt="反馈图片" />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {f.status === 1 && (
        <div className={styles.reply} data-testid="feedback-reply">
          <strong>平台回复：</strong>
          {f.reply}
          <span className={styles.muted}> {chinaMinute(f.replied_at)}</span>
        </div>
      )}
    </List.Item>
  );
}

/** /yjfk: tell the platform what to improve (type, text, up to 4 photos) and read its replies. */
export function FeedbackPage() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(myFeedbackQuery(page));

  const submit = async (v: Values) => {
    setSending(true);
    try {
      await sendFeedback({ type: v.type, content: v.content.trim(), images: photos.map((p) => p.id), contact: (v.contact ?? '').trim() });
      message.success('提交成功，感谢您的反馈');
      form.resetFields();
      setPhotos([]);
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: ['feedback', 'mine'] });
    } catch {
      // The request client has shown why.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.wrap}>
      <section className={styles.card} data-testid="feedback-form">
        <h3 className={styles.title}>意见反馈</h3>
        <p className={styles.intro}>
          您的意见是我们改进的动力。对商品、配送、售后或网站使用有任何问题与建议，欢迎告诉我们，平台会在 1 个工作日内回复。
        </p>
        <Form form={form} labelCol={{ flex: '90px' }} onFinish={submit} initialValues={{ type: 1 }}>
          <Form.Item name="type" label="反馈类型" rules={FEEDBACK_RULES.type}>
            <Radio.Group options={TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item name="content" label="反馈内容" rules={FEEDBACK_RULES.content}>
            <Input.TextArea
              rows={5}
              maxLength={500}
              showCount
              placeholder="请详细描述您遇到的问题或建议（5-500字），如涉及订单请写明订单号"
              data-testid="feedback-content"
            />
          </Form.Item>
          <Form.Item label="上传图片" extra={`最多${MAX_FEEDBACK_IMAGES}张，支持 JPG、PNG、WebP，单张不超过5MB`}>
            <PhotoPicker value={photos} onChange={setPhotos} max={MAX_FEEDBACK_IMAGES} onUploading={setUploading} testId="feedback-images" />
          </Form.Item>
          <Form.Item name="contact" label="联系方式" rules={FEEDBACK_RULES.contact}>
            <Input placeholder="选填，手机号或邮箱，方便我们联系您" maxLength={50} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={sending} disabled={uploading} data-testid="feedback-submit">
              提交反馈
            </Button>
          </Form.Item>
        </Form>
      </section>
      <section className={styles.card} data-testid="feedback-list">
        <h3 className={styles.title}>我的反馈</h3>
        {!isPending && (data?.list.length ?? 0) === 0 ? (
          <EmptyState text="您还没有提交过反馈" />
        ) : (
          <>
            <List dataSource={data?.list ?? []} loading={isPending} renderItem={(f) => <FeedbackItem f={f} />} />
            <Pagination
              className={styles.pager}
              current={page}
              pageSize={FEEDBACK_PAGE_SIZE}
              total={data?.total ?? 0}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
