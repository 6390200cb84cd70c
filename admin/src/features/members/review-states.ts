/** Member review states as the console names and colours them. */
export const REVIEW_STATE_TEXT: Record<string, { text: string; color: string }> = {
  incomplete: { text: '待提交资质', color: 'default' },
  pending: { text: '待审核', color: 'orange' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
};

export const CERT_STATE_COLOR: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red', superseded: 'default' };
export const EXPIRY_COLOR: Record<string, string> = { valid: 'green', expiring: 'orange', expired: 'red' };
