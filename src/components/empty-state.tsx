// An empty list or screen says so, in words: a title and, if it helps, what to do. Drawn here
// rather than with the kit's ErrorBlock, whose illustrations weigh ~9 KiB gzip per screen.
import { StatePicture } from './state-picture';

const EMPTY_TRAY = 'M18 28l6-10h16l6 10v16a2 2 0 0 1-2 2H20a2 2 0 0 1-2-2zM18 28h9l2 4h6l2-4h9';

export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <div className="empty-state" role="status">
      <StatePicture className="empty-state__icon" path={EMPTY_TRAY} />
      <p className="empty-state__title">{title}</p>
      {description && <p className="empty-state__text">{description}</p>}
    </div>
  );
}
