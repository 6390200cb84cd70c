import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { failure, type Failure } from '../../core/http/errors.js';

// Common-password lists and keyboard graphs of zxcvbn: 'password1', 'aaaaaaa1', 'qwer1234' are guessed in seconds.
zxcvbnOptions.setOptions({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

/** zxcvbn score 0–4; 2 means "somewhat guessable" (≈10⁸ guesses), the least we take for an account that orders drugs. */
export const MIN_SCORE = 2;

/**
 * A guessable password (common words and sequences, repeats, or the account's own name/phone/company) as a 422 on the
 * given field; null when it is strong enough. Registration, forgotten-password reset and change all go through it.
 */
export function weakPassword(password: string, userInputs: Array<string | null | undefined>, field = 'password'): Failure<'invalid'> | null {
  const inputs = userInputs.filter((v): v is string => typeof v === 'string' && v.length > 0);
  const lower = password.toLowerCase();
  if (inputs.some((v) => v.length >= 3 && lower.includes(v.toLowerCase()))) {
    return failure('invalid', '密码不能包含用户名、手机号等个人信息', field);
  }
  if (zxcvbn(password, inputs).score < MIN_SCORE) {
    return failure('invalid', '密码过于简单，容易被猜中：请避免常见单词、连续或重复的字符，可加入大写字母或符号', field);
  }
  return null;
}
