import { useParams, useSearchParams } from 'react-router';
import { ContractBanner } from '../../features/accounts/components/contract-banner';
import { AddressFormModal } from '../../features/addresses/components/address-form-modal';
import { CheckoutTemplate } from '../../features/checkout/templates/checkout-template';
import { parseIds, payOrderIds } from '../../features/payments/model/pay-methods';
import { PayDoneTemplate } from '../../features/payments/templates/pay-done-template';
import { PayTemplate } from '../../features/payments/templates/pay-template';
import { MembersOnly } from './members-only';

// Checkout steps 2–4 are for members: a guest goes to the login and comes back here.

/** /cart/step2, /cart/step2_new: 确认订单, with the address book's form for 新增收货地址. */
export function CheckoutRoute() {
  return (
    <MembersOnly>
      <CheckoutTemplate
        notice={<ContractBanner />}
        renderAddressForm={({ onClose, onSaved }) => <AddressFormModal address={null} onClose={onClose} onSaved={onSaved} />}
      />
    </MembersOnly>
  );
}

/** /cart/step3/:id?ids=… and /cart/hm?ids=… (the same pay page). */
export function PayRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const ids = payOrderIds(id, params.get('ids') ?? params.get('id'));
  return (
    <MembersOnly>
      <PayTemplate key={ids.join(',')} ids={ids} />
    </MembersOnly>
  );
}

/** /cart/step4?ids=…: 支付完成. */
export function PayDoneRoute() {
  const [params] = useSearchParams();
  return (
    <MembersOnly>
      <PayDoneTemplate ids={parseIds(params.get('ids'))} />
    </MembersOnly>
  );
}
