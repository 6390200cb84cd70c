import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import styles from './auth-card.module.css';

/** The signed-out pages' frame (sign-in, binding the authenticator): the brand over one card on the green page. */
export function AuthCard({ subtitle, width = 400, children }: { subtitle: ReactNode; width?: number; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Card className={styles.card} style={{ width }}>
        <div className={styles.brand}>
          <span className={styles.logo}>药</span>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              药采管理后台
            </Typography.Title>
            <Typography.Text type="secondary">{subtitle}</Typography.Text>
          </div>
        </div>
        {children}
      </Card>
    </div>
  );
}

export const authCardStyles = styles;
