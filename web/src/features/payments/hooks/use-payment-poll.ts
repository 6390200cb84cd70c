import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '../api/payments';

export const POLL_MS = 2000;

/**
 * Asks `check` every 2 s while the payment waits (status 0) and calls `onPaid` once when it turns 1.
 * Stops on 1 (paid) or 2 (closed).
 */
export function usePaymentPoll(paymentNo: string | null, check: (no: string) => Promise<PaymentStatus>, onPaid: (s: PaymentStatus) => void) {
  const query = useQuery({
    queryKey: ['money', 'payment', paymentNo],
    queryFn: () => check(paymentNo!),
    enabled: !!paymentNo,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 0 ? false : POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
  const fired = useRef<string | null>(null);
  const latest = useRef(onPaid);
  useEffect(() => {
    latest.current = onPaid;
  });
  const data = query.data;
  useEffect(() => {
    if (data?.status === 1 && fired.current !== data.payment_no) {
      fired.current = data.payment_no;
      latest.current(data);
    }
  }, [data]);
  return data?.status ?? 0;
}
