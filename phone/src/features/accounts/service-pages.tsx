import { useLocation } from 'react-router';
import { phonePageOf } from '@yaocai/contract';
import { ContractPage } from './contract-page';
import { KxAgentPage } from './kx-agent-page';

/** The member's agreements with the platform (the desktop's 服务 menu): 电子合同 /dzht and 控销代理 /kxdl, one module. */
export default function ServicePages() {
  return phonePageOf(useLocation().pathname) === 'kxAgent' ? <KxAgentPage /> : <ContractPage />;
}
