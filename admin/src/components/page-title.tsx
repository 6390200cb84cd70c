import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The title row of a console page, with its actions on the right. */
export function PageTitle({ title, extra, children }: { title: string; extra?: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {children ? <Typography.Text type="secondary">{children}</Typography.Text> : null}
      </div>
      {extra}
    </Flex>
  );
}
