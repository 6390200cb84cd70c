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
import { AccountFrame } from '../layout/account-frame';

/** The member area's pages: each one the account frame (menu, sign-in check) around one feature's panel. */
export const MemberCentreRoute = () => <AccountFrame>{(user) => <MemberHome user={user} />}</AccountFrame>;
export const BasicRoute = () => <AccountFrame>{(user) => <BasicInfo user={user} />}</AccountFrame>;
export const ZzzjRoute = () => <AccountFrame>{() => <ZizhiPanel />}</AccountFrame>;
export const StoresRoute = () => <AccountFrame>{() => <StoreManager />}</AccountFrame>;
export const WechatRoute = () => <AccountFrame>{(user) => <WechatBind user={user} />}</AccountFrame>;
export const AddressesRoute = () => <AccountFrame>{() => <AddressBook />}</AccountFrame>;
export const MessagesRoute = () => <AccountFrame>{() => <MessageCentre />}</AccountFrame>;
export const ContractRoute = () => <AccountFrame>{() => <ContractPanel />}</AccountFrame>;
export const SelfServiceRoute = () => <AccountFrame>{() => <SelfService />}</AccountFrame>;
export const KxAgentRoute = () => <AccountFrame>{(user) => <KxApply user={user} />}</AccountFrame>;
