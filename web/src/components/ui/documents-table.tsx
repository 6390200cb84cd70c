import { Link } from 'react-router';
import { Button, Table, Tag } from 'antd';
import { FileImageOutlined, FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import type { FirstCampDocument } from '@yaocai/contract';

/**
 * 首营资料 as a table: kind, title, validity and the file, opened in a new tab. Signed-out visitors see the list and
 * a way to sign in (`loginHref`); the files are for signed-in buyers.
 */
export function DocumentsTable({ list, loginHref, testId }: { list: FirstCampDocument[]; loginHref: string | null; testId?: string }) {
  return (
    <Table<FirstCampDocument>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={list}
      data-testid={testId}
      locale={{ emptyText: '暂无资料' }}
      columns={[
        { title: '资料类型', dataIndex: 'kind_text', width: 150 },
        { title: '资料名称', dataIndex: 'title', ellipsis: true },
        {
          title: '有效期至',
          key: 'valid',
          width: 140,
          render: (_, d) => (d.valid_until === null ? '长期' : d.expired ? <Tag color="red">{d.valid_until} 已过期</Tag> : d.valid_until),
        },
        {
          title: '',
          key: 'open',
          width: 130,
          render: (_, d) =>
            loginHref ? (
              <Link to={loginHref}>
                <Button size="small" icon={<LockOutlined />}>
                  登录后查看
                </Button>
              </Link>
            ) : (
              <a href={d.url} target="_blank" rel="noreferrer" data-testid="document-open">
                <Button size="small" icon={d.mime === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}>
                  查看下载
                </Button>
              </a>
            ),
        },
      ]}
    />
  );
}
