import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { useBack } from '../../lib/navigation';

/**
 * /404 and any address the storefront does not have (the desktop's `*` → /404 too): say so and lead home, in the route
 * error's plain frame (app/global.css `yc-route-error`).
 */
export default function NotFound() {
  const navigate = useNavigate();
  const back = useBack('/');
  return (
    <>
      <NavBar onBack={back}>页面不存在</NavBar>
      <div className="yc-route-error" role="status">
        <strong>页面不存在</strong>
        <p>抱歉，您访问的页面不存在</p>
        <Button color="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      </div>
    </>
  );
}
