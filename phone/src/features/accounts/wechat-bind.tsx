import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import type { UserState } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { USER_KEY } from '../../lib/query-client';
import { basicText as t } from './centre-text';
import styles from './centre.module.css';

/** 绑定微信 (on /basic, and /bdwx's whole page): bound (its name, 解除绑定) or not (the provider's sign-in code binds it). */
export function WechatBind({ user, titled = true }: { user: UserState; titled?: boolean }) {
  const qc = useQueryClient();
  const [form] = Form.useForm<{ code: string }>();
  const bound = !!user.wechat;
  const run = useMutation({
    mutationFn: (a: { action: () => Promise<unknown>; done: string }) => a.action().then(() => a.done),
    onSuccess: async (done) => {
      Toast.show({ icon: 'success', content: done });
      form.resetFields();
      await qc.invalidateQueries({ queryKey: USER_KEY });
    },
  });
  return (
    <>
      {titled && <div className={styles.section}>{t.wechatTitle}</div>}
      <section className={styles.card} data-testid="phone-wechat" data-bound={bound ? 1 : 0}>
        <div className={styles.wechat}>
          <div>
            <strong>{bound ? t.wechatBound : t.wechatUnbound}</strong>
            <div className={styles.muted}>{bound ? user.wechat : t.wechatIntro}</div>
          </div>
          {bound && (
            <Button
              size="small"
              color="danger"
              fill="outline"
              loading={run.isPending}
              onClick={() =>
                void Dialog.confirm({
                  content: t.unbindConfirm,
                  confirmText: t.unbind,
                  cancelText: t.cancel,
                  onConfirm: () => run.mutate({ action: () => call(api.centre.unbindWechat), done: t.unbound }),
                })
              }
            >
              {t.unbind}
            </Button>
          )}
        </div>
      </section>
      {!bound && (
        <Form
          form={form}
          layout="horizontal"
          mode="card"
          onFinish={(v: { code: string }) =>
            run.mutate({ action: () => call(api.centre.bindWechat, { body: { code: v.code.trim() } }), done: t.bound })
          }
          footer={
            <div className={styles.formFoot}>
              <Button block type="submit" color="success" fill="outline" loading={run.isPending}>
                {t.bind}
              </Button>
            </div>
          }
        >
          <Form.Item name="code" label={t.wechatCode} rules={[{ required: true, whitespace: true, message: t.wechatCodeRequired }]}>
            <Input placeholder={t.wechatCodePlaceholder} maxLength={200} autoComplete="off" />
          </Form.Item>
        </Form>
      )}
    </>
  );
}
