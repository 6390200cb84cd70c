import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Result } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import type { UserState } from '@yaocai/contract';
import { formErrorHandler } from '../../../../lib/form-errors';
import { requiredRule } from '../../../../lib/form-rules';
import { bindWechat, unbindWechat } from '../../api/profile';
import { centreText as t } from '../../text';
import styles from './centre.module.css';
import { USER_BASE_QUERY_KEY } from '../../../../lib/query-keys';

/** /bdwx: bind WeChat with the provider's sign-in code, or unbind. */
export function WechatBind({ user }: { user: UserState }) {
  const [form] = Form.useForm<{ code: string }>();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const bound = !!user.wechat;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      message.success(done);
      form.resetFields();
      await qc.invalidateQueries({ queryKey: USER_BASE_QUERY_KEY });
    } catch {
      // shown on the form or by the common handler
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} data-testid="wechat-bind">
      <h3 className={styles.cardTitle}>{t.wechatTitle}</h3>
      <Result
        icon={<WechatOutlined className={bound ? styles.wechatOn : styles.wechatOff} />}
        title={bound ? t.wechatBound : t.wechatUnbound}
        subTitle={bound ? user.wechat : t.wechatIntro}
        extra={
          bound ? (
            <Popconfirm title={t.unbindConfirm} onConfirm={() => run(unbindWechat, '已解除绑定')} okText="解除" cancelText={t.cancel}>
              <Button danger loading={busy}>
                {t.unbind}
              </Button>
            </Popconfirm>
          ) : (
            <Form
              form={form}
              layout="inline"
              className={styles.inlineForm}
              onFinish={(v) => run(() => bindWechat(v.code.trim(), formErrorHandler(form.setFields, ['code'])), '绑定成功')}
            >
              <Form.Item name="code" label={t.wechatCode} rules={[requiredRule(t.wechatCodeRequired)]}>
                <Input placeholder={t.wechatCodePlaceholder} className={styles.wideInput} maxLength={200} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} icon={<WechatOutlined />}>
                {t.bind}
              </Button>
            </Form>
          )
        }
      />
    </section>
  );
}
