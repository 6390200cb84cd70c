import { MyCoupons } from '../../features/coupons/components/my-coupons';
import { CreditPage } from '../../features/payments/components/credit-page';
import { PayAccountPage } from '../../features/payments/components/pay-account';
import { WalletPage } from '../../features/payments/components/wallet/wallet-page';
import { AccountFrame } from '../layout/account-frame';

/** The member's money pages: wallet, coupons, credit and the provider account, inside the member area's frame. */
export const WalletRoute = () => <AccountFrame>{(user) => <WalletPage phone={user.phone} />}</AccountFrame>;
export const MyCouponsRoute = () => <AccountFrame>{() => <MyCoupons />}</AccountFrame>;
export const CreditRoute = () => <AccountFrame>{() => <CreditPage />}</AccountFrame>;
export const PayAccountRoute = () => <AccountFrame>{() => <PayAccountPage />}</AccountFrame>;
