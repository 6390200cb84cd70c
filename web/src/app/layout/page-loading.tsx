import { Spin } from 'antd';

/** Shown while a page module loads for the first time; tall enough that the footer does not jump up. */
export function PageLoading() {
  return (
    <div style={{ minHeight: 480, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
