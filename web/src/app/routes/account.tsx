import { BasicInfo } from '../../features/accounts/components/centre/basic-info';
import { ContractPanel } from '../../features/accounts/components/centre/contract-panel';
import { KxApply } from '../../features/accounts/components/centre/kx-apply';
import { MemberHome } from '../../features/accounts/components/centre/member-home';
import { SelfService } from '../../features/accounts/components/centre/self-service';
import { WechatBind } from '../../features/accounts/components/centre/wechat-bind';
import { ZizhiPanel } from '../../features/accounts/components/centre/zizhi-panel';
import { AddressBook } from '../../features/addresses/components/address-book';
import { MessageCentre } from '../../features/messages/components/message-centre';
import { StoreManager } from '../../features/stores/components/store-manager';
import { CouponTile } from '../../features/coupons/components/coupon-tile';
import { FrequentGoods } from '../../features/orders/components/overview/frequent-goods';
import { OrderStrip } from '../../features/orders/components/overview/order-strip';
import { RecentOrders } from '../../features/orders/components/overview/recent-orders';
import { WalletTiles } from '../../features/payments/components/wallet-tiles';
import { AccountFrame } from '../layout/account-frame';

/** The member area's pages: each one the account frame (menu, sign-in check) around one feature's panel. */
const HOME_PARTS = {
  assets: (
    <>
      <WalletTiles />
      <CouponTile />
    </>
  ),
  orderStrip: <OrderStrip />,
  recentOrders: <RecentOrders />,
  frequentGoods: <FrequentGoods />,
};
export const MemberCentreRoute = () => <AccountFrame>{(user) => <MemberHome user={user} parts={HOME_PARTS} />}</AccountFrame>;
export const BasicRoute = () => <AccountFrame>{(user) => <BasicInfo user={user} />}</AccountFrame>;
export const ZzzjRoute = () => <AccountFrame>{() => <ZizhiPanel />}</AccountFrame>;
export const StoresRoute = () => <AccountFrame>{() => <StoreManager />}</AccountFrame>;
export const WechatRoute = () => <AccountFrame>{(user) => <WechatBind user={user} />}</AccountFrame>;
export const AddressesRoute = () => <AccountFrame>{() => <AddressBook />}</AccountFrame>;
export const MessagesRoute = () => <AccountFrame>{() => <MessageCentre />}</AccountFrame>;
export const ContractRoute = () => <AccountFrame>{() => <ContractPanel />}</AccountFrame>;
export const SelfServiceRoute = () => <AccountFrame>{() => <SelfService />}</AccountFrame>;
export const KxAgentRoute = () => <AccountFrame>{(user) => <KxApply user={user} />}</AccountFrame>;
