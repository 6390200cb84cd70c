/**
 * A payment provider as the payments service sees it. The composition root (services.ts) picks the one configured —
 * the built-in sandbox in demo and tests, none in production until a real one (WeChat Pay, Alipay) is configured — so
 * a provider plugs in without touching the services. `provider-contract-test-kit.ts` is the suite every
 * implementation must pass; docs/architecture.md says how WeChat Pay v3 and Alipay map onto it.
 */
export interface PaymentProvider {
  /** Route segment of its notifications (`POST /api/pay/notify/{name}`): lower-case letters only. */
  readonly name: string;
  /** Shown to members (e.g. 微信支付). */
  readonly label: string;
  /**
   * Opens (or, for the same `outTradeNo`, finds again) a trade the buyer pays by scanning `qr_content` — WeChat Pay
   * native's `code_url`, Alipay precreate's `qr_code` — or on the provider's page `pay_url` when there is one.
   */
  create(trade: TradeRequest): Promise<CreatedTrade>;
  /**
   * The provider's asynchronous notification, as received (exact body bytes, headers lower-cased): its notice once
   * the provider's signature over it is verified (and its resource decrypted), null for anything else — forged,
   * tampered, replayed outside the provider's time window or not a successful payment.
   */
  verifyNotify(n: NotifyRequest): Promise<PaidNotice | null>;
  /** What the provider expects back once the notification is handled (it retries until told success). */
  acknowledge(outcome: NotifyOutcome): NotifyAnswer;
  /** Asks the provider about a trade (reconciling a payment whose notification is late); null when it has none. */
  query(outTradeNo: string): Promise<TradeState | null>;
  /** Gives `amount` of a paid trade back to the payer; the same `outRefundNo` again is the same refund. */
  refund(r: RefundRequest): Promise<RefundState>;
  /** Members' accounts with the provider (/tlzh), for providers that keep them; absent otherwise. */
  readonly accounts?: ProviderAccounts;
}

export interface TradeRequest {
  /** Our payment number (payments.payment_no): the merchant's trade number at the provider. */
  outTradeNo: string;
  /** Fen. */
  amount: number;
  subject: string;
  /**
   * The shop's address as the buyer sees it (config PUBLIC_URL, else the request's own origin): where a provider's
   * page sends the buyer back to, and where the sandbox's own page is.
   */
  origin: string;
}

export interface CreatedTrade {
  trade_no: string;
  /** What the QR code encodes. */
  qr_content: string;
  /** A page a desktop browser can pay on (the sandbox's, Alipay's), or null when paying means scanning. */
  pay_url: string | null;
}

/** What a verified notification says: the trade was paid. */
export interface PaidNotice {
  out_trade_no: string;
  trade_no: string;
  /** Fen, as the provider says it was paid. */
  amount: number;
  status: 'SUCCESS';
}

export interface NotifyRequest {
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** The exact bytes received (signatures cover them, so nothing re-serialises them). */
  body: string;
}

/** How the payments service handled a notification. */
export type NotifyOutcome = { ok: true } | { ok: false; kind: 'invalid' | 'not_found' | 'conflict'; message: string };

export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface TradeState {
  paid: boolean;
  trade_no: string;
  amount: number;
  /** Fen given back so far. */
  refunded: number;
}

export interface RefundRequest {
  outTradeNo: string;
  /** Ours, unique per refund (the ledger entry's reference). */
  outRefundNo: string;
  amount: number;
  reason: string;
}

export type RefundState = { ok: true; refund_no: string; amount: number } | { ok: false; message: string };

export interface ProviderAccount {
  account_no: string;
  holder: string;
  opened_at: string;
}

export interface ProviderAccounts {
  account(outUserId: string): Promise<ProviderAccount | null>;
  /** Opens the member's account once (again: the same account). */
  open(outUserId: string, holder: string): Promise<ProviderAccount>;
}
