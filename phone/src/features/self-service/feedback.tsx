import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Image, ImageViewer, Input, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaMinute, FEEDBACK_RULES, FEEDBACK_STATUS, FEEDBACK_TYPES, MAX_FEEDBACK_IMAGES, PHONE_PAGES, type FeedbackView } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { NavBar } from '../../components/nav-bar';
import { PhotoUploader, type UploadedPhoto } from '../../components/photo-uploader';
import { call } from '../../lib/api-client';
import { revealFirstError, useFieldInView } from '../../lib/keyboard';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import styles from './self-service.module.css';

interface Values {
  type: number[];
  content: string;
  images: UploadedPhoto[];
  contact?: string;
}

const TYPE_OPTIONS = Object.entries(FEEDBACK_TYPES).map(([value, label]) => ({ value: Number(value), label }));
const MINE_KEY = ['feedback', 'mine', 'phone'] as const;

async function minePage(page: number) {
  return call(api.feedback.mine, { query: { page, page_size: 5 } });
}

/** /yjfk on a phone (意见反馈): tell the platform what to improve — type, text, photos, contact — and read its replies. */
export function Feedback() {
  const [form] = Form.useForm<Values>();
  const back = useBack(PHONE_PAGES.member);
  const qc = useQueryClient();
  const [uploading, setUploading] = useState(false);
  useFieldInView();
  const mine = useInfiniteQuery({
    queryKey: MINE_KEY,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => minePage(pageParam),
    getNextPageParam: nextPageOf,
  });
  const send = useMutation({
    mutationFn: (v: Values) =>
      call(api.feedback.send, {
        body: { type: v.type[0]!, content: v.content.trim(), images: v.images.map((p) => p.id).join(','), contact: (v.contact ?? '').trim() },
      }),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: '提交成功，感谢您的反馈' });
      form.resetFields();
      await qc.invalidateQueries({ queryKey: ['feedback', 'mine'] });
    },
  });
  const list = mine.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.plainPage}>
      <NavBar onBack={back}>意见反馈</NavBar>
      <p className={styles.intro}>
        您的意见是我们改进的动力。对商品、配送、售后或网站使用有任何问题与建议，欢迎告诉我们，平台会在 1 个工作日内回复。
      </p>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        initialValues={{ type: [1], images: [] }}
        onFinish={(v: Values) => send.mutate(v)}
        onFinishFailed={revealFirstError}
        footer={
          <div className={styles.formFoot}>
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={send.isPending}
              disabled={uploading}
              data-testid="phone-feedback-submit"
            >
              提交反馈
            </Button>
          </div>
        }
        data-testid="phone-feedback-form"
      >
        <Form.Item name="type" label="反馈类型" rules={FEEDBACK_RULES.type}>
          <Selector columns={3} options={TYPE_OPTIONS} style={{ '--padding': '12px 4px' }} />
        </Form.Item>
        <Form.Item name="content" label="反馈内容" rules={FEEDBACK_RULES.content}>
          <TextArea placeholder="请详细描述您遇到的问题或建议（5-500字），如涉及订单请写明订单号" maxLength={500} showCount rows={5} />
        </Form.Item>
        <Form.Item name="images" label="上传图片" description={`最多${MAX_FEEDBACK_IMAGES}张，支持 JPG、PNG、WebP，单张不超过5MB`}>
          <PhotoUploader camera={false} maxCount={MAX_FEEDBACK_IMAGES} onBusyChange={setUploading} testId="phone-feedback-images" />
        </Form.Item>
        <Form.Item name="contact" label="联系方式" rules={FEEDBACK_RULES.contact}>
          <Input placeholder="选填，手机号或邮箱，方便我们联系您" maxLength={50} clearable />
        </Form.Item>
      </Form>
      <div className={styles.section}>我的反馈</div>
      {mine.isSuccess && list.length === 0 && <Empty description="您还没有提交过反馈" />}
      {list.map((f) => (
        <FeedbackItem key={f.id} f={f} />
      ))}
      {(mine.isPending || list.length > 0) && <MoreOnScroll query={mine} />}
    </div>
  );
}

function FeedbackItem({ f }: { f: FeedbackView }) {
  const replied = f.status === FEEDBACK_STATUS.replied;
  return (
    <section className={styles.item} data-testid="phone-feedback-item">
      <div className={styles.itemHead}>
        <Tag fill="outline">{f.type_name}</Tag>
        <span className={styles.muted}>{chinaMinute(f.created_at)}</span>
        <Tag color={replied ? 'success' : 'warning'}>{f.status_name}</Tag>
      </div>
      <p className={styles.content}>{f.content}</p>
      {f.images.length > 0 && (
        <div className={styles.images}>
          {f.images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={styles.thumb}
              aria-label={`查看反馈图片 ${i + 1}`}
              onClick={() => ImageViewer.Multi.show({ images: f.images, defaultIndex: i })}
            >
              <Image src={src} width={64} height={64} fit="cover" alt="反馈图片" />
            </button>
          ))}
        </div>
      )}
      {replied && (
        <div className={styles.feedbackReply} data-testid="phone-feedback-reply">
          <strong>平台回复：</strong>
          {f.reply}
          <span className={styles.muted}> {chinaMinute(f.replied_at)}</span>
        </div>
      )}
    </section>
  );
}
