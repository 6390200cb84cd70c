import crypto from 'node:crypto';

export interface WechatIdentity {
  openId: string;
  nickname: string;
}

/**
 * No WeChat provider is configured (production: the sandbox below exists only with PAYMENTS_SANDBOX on, since anyone
 * may make up its codes): what WeChat sign-in, registration and binding answer instead.
 */
export const WECHAT_OFF = {
  login: '暂未开通微信登录：平台尚未接入微信开放平台，请使用账号密码或短信验证码登录',
  register: '暂未开通微信注册：平台尚未接入微信开放平台，请使用手机号注册',
  bind: '暂未开通微信绑定：平台尚未接入微信开放平台',
} as const;

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
