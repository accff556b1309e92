// An empty list or screen says so, in words.
import { ErrorBlock } from 'antd-mobile';

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="seconds-empty-state" role="status">
      <ErrorBlock status="empty" title={text} description={null} style={{ '--image-height': '88px' }} />
    </div>
  );
}
