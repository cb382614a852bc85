import { Spin } from 'antd';

/** A centred spinner while a page or the session loads. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div className={fullscreen ? 'venus-loading venus-loading--fullscreen' : 'venus-loading'}>
      <Spin size="large" />
    </div>
  );
}
