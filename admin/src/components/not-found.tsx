import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的后台页面不存在或已移动。"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回数据概览
        </Button>
      }
    />
  );
}
