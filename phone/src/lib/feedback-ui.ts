// Loaded on the first toast or dialog (lib/feedback.ts): antd-mobile's Toast and Dialog bring its mask and motion.
export { Dialog, Toast } from 'antd-mobile';
