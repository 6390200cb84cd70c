import { useState } from 'react';
import { Empty, Flex, List, Tag, Typography } from 'antd';
import { FilePdfOutlined, FileImageOutlined } from '@ant-design/icons';
import type { CertificateView } from '@yaocai/contract';
import { FilePreview } from '../../components/file-preview';
import { CERT_STATE_COLOR, EXPIRY_COLOR } from './review-states';
import styles from './members.module.css';

/** The member's certificates on the left; the chosen one's scan on the right, in place (an image, or a PDF drawn by pdf.js). */
export function CertificateViewer({ certificates, actions }: { certificates: CertificateView[]; actions?: (c: CertificateView) => React.ReactNode }) {
  const [chosen, setChosen] = useState<number | null>(certificates[0]?.id ?? null);
  const cert = certificates.find((c) => c.id === chosen) ?? certificates[0];
  if (!certificates.length) return <Empty description="尚未提交资质证件" />;
  return (
    <Flex gap={16} className={styles.viewer}>
      <List
        className={styles.certList}
        size="small"
        bordered
        dataSource={certificates}
        renderItem={(c) => (
          <List.Item className={c.id === cert?.id ? styles.certActive : styles.certItem} onClick={() => setChosen(c.id)} data-testid="certificate">
            <div style={{ width: '100%' }}>
              <Flex justify="space-between" align="center">
                <Typography.Text strong>
                  {c.file?.mime === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />} {c.name}
                </Typography.Text>
                <Tag color={CERT_STATE_COLOR[c.status]}>{c.status_text}</Tag>
              </Flex>
              <div className={styles.certMeta}>证号：{c.number}</div>
              <div className={styles.certMeta}>
                有效期至：{c.expires_on}{' '}
                <Tag color={EXPIRY_COLOR[c.expiry_state]} bordered={false}>
                  {c.expiry_state === 'expired' ? '已过期' : c.expiry_state === 'expiring' ? `${c.days_left}天后到期` : '有效'}
                </Tag>
              </div>
              {c.review_reason ? <div className={styles.certMeta}>驳回原因：{c.review_reason}</div> : null}
              {actions?.(c)}
            </div>
          </List.Item>
        )}
      />
      <div className={styles.scan} data-testid="certificate-scan">
        {!cert?.file ? (
          <Empty description="该证件为线下核验，无扫描件" />
        ) : (
          <FilePreview key={cert.file.url} url={cert.file.url} mime={cert.file.mime} title={`${cert.name}扫描件`} height={520} />
        )}
      </div>
    </Flex>
  );
}
