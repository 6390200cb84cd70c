/*
 * The console's China time, from the contract: `chinaTime` ('—' for nothing) and `chinaFromNow` of china-time.ts,
 * and antd's pickers in China time from the picker glue the storefront shares. Nothing of its own lives here.
 */
export { chinaFromNow, chinaTime } from '@yaocai/contract';
export * from '@yaocai/contract/china-picker';
