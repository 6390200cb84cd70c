import { isPhoneUserAgent, VIEW_COOKIE, VIEW_COOKIE_MAX_AGE_S } from '@yaocai/contract';
import { reloadPage } from '../../lib/feedback';
import { headerText } from './header-text';

/** A phone that chose 电脑版 goes back to the phone storefront at the same address (the server serves by the cookie). */
function switchToPhoneView() {
  document.cookie = `${VIEW_COOKIE}=phone; path=/; max-age=${VIEW_COOKIE_MAX_AGE_S}; samesite=lax`;
  reloadPage();
}

/** 手机版 in the top bar, on phones only (issue 46); loaded apart from the desktop's first JS. */
export default function PhoneViewLink({ className }: { className: string }) {
  if (!isPhoneUserAgent(navigator.userAgent)) return null;
  return (
    <button type="button" className={className} onClick={switchToPhoneView} data-testid="phone-view-link">
      {headerText.phoneView}
    </button>
  );
}
