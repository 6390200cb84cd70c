import { fenToYuanInput, fenToYuanNumber, parseYuan, yuanError, type YuanLimits } from '@yaocai/contract';

/**
 * Amounts the member types are yuan (100, 99.5, 0.01); the wire wants the same text (the server's yuanField parses
 * it to fen with the same `parseYuan`) and the page compares in fen. A numeric input (InputNumber) holds
 * `fenToYuanNumber`. Why a typed amount cannot be sent is the contract's `yuanError` (the phone's forms use it too).
 */
export { fenToYuanInput, fenToYuanNumber, parseYuan, yuanError, type YuanLimits };
