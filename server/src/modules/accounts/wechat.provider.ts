import crypto from 'node:crypto';

export interface WechatIdentity {
  openId: string;
  nickname: string;
}

/** Turns the code of a WeChat sign-in (QR scan) into the user's open id. A real adapter calls WeChat's OAuth API. */
export interface WechatProvider {
  exchange(code: string): Promise<WechatIdentity | null>;
}

/**
 * Built-in sandbox: any code `sandbox-<4–64 letters, digits, _ or ->` stands for one WeChat user (the same code,
 * the same open id); anything else is an invalid or expired code.
 */
export class SandboxWechatProvider implements WechatProvider {
  async exchange(code: string): Promise<WechatIdentity | null> {
    if (!/^sandbox-[A-Za-z0-9_-]{4,64}$/.test(code)) return null;
    return { openId: `sbx_${crypto.createHash('sha256').update(code).digest('hex').slice(0, 28)}`, nickname: '微信用户' };
  }
}
