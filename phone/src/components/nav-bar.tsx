import { NavBar as MobileNavBar, type NavBarProps } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';

/**
 * antd-mobile's NavBar with a back arrow a screen reader can name (its own is an unnamed role="button"): every phone
 * page's top bar comes from here.
 */
export function NavBar(props: NavBarProps) {
  return <MobileNavBar backIcon={<LeftOutline role="img" aria-label="返回" />} {...props} />;
}
