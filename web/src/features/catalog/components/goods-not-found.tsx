import { Link } from 'react-router';
import { Button, Result } from 'antd';

/** 商品不存在或已下架, with the way back to the list (its own chunk: antd's Result and its pictures load only then). */
export function GoodsNotFound({ className }: { className?: string }) {
  return (
    <Result
      status="404"
      title="商品不存在或已下架"
      subTitle="您可以看看其他商品"
      extra={
        <Link to="/list">
          <Button type="primary">去商品列表</Button>
        </Link>
      }
      className={className}
    />
  );
}
