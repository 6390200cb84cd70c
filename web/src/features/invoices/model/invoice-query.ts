/** 发票号码: 20 digits (全电发票), as the server checks. */
export const INVOICE_NO = /^\d{20}$/;
/** 校验码: its last 6 digits, or more of it (up to the whole 20). */
export const CHECK_CODE = /^\d{6,20}$/;

export function invoiceNoError(v: string | undefined): string | null {
  const s = (v ?? '').trim();
  if (!s) return '请输入发票号码';
  return INVOICE_NO.test(s) ? null : '发票号码为20位数字';
}

export function checkCodeError(v: string | undefined): string | null {
  const s = (v ?? '').trim();
  if (!s) return '请输入校验码后6位';
  return CHECK_CODE.test(s) ? null : '校验码为6至20位数字';
}
