import { DotLoading } from 'antd-mobile';

export function PageLoading() {
  return (
    <div style={{ padding: '40vh 0', textAlign: 'center', color: '#999' }}>
      <DotLoading color="primary" />
    </div>
  );
}
