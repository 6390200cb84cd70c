import { List, Tag } from 'antd-mobile';
import type { FirstCampDocument } from '@yaocai/contract';

/**
 * 首营资料 as a list (a goods' documents, a merchant's licences): kind, title, validity; a tap opens the file in the
 * phone's own viewer (a new tab) for a signed-in buyer, else goes to sign in (`loginHref`).
 */
export function DocumentList({
  header,
  list,
  signedIn,
  loginHref,
}: {
  header: string;
  list: FirstCampDocument[];
  signedIn: boolean;
  loginHref: string;
}) {
  return (
    <List header={header}>
      {list.length === 0 ? <List.Item>暂无资料</List.Item> : null}
      {list.map((d) => (
        <List.Item
          key={d.id}
          onClick={() => (signedIn ? window.open(d.url, '_blank', 'noopener') : location.assign(loginHref))}
          description={
            d.valid_until === null ? (
              '长期有效'
            ) : d.expired ? (
              <Tag color="danger" fill="outline">
                {d.valid_until} 已过期
              </Tag>
            ) : (
              `有效期至 ${d.valid_until}`
            )
          }
          extra={signedIn ? '查看下载' : '登录后查看'}
        >
          {d.kind_text} · {d.title}
        </List.Item>
      ))}
    </List>
  );
}
