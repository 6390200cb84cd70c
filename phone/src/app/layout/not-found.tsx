import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { useBack } from '../../lib/navigation';

/**
 * /404 and any address the storefront does not have (the desktop's `*` → /404 too): say so and lead home. Plain markup
 * beside the route error's (app/global.css `yc-route-error`), in the entry: no page to load for it.
 */
export function NotFound() {
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
