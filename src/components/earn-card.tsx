// The card of an earn product or order (src/components/earn-card.css): a head (a coin badge, the
// title, a state tag), what comes before the figures, the figures two to a row, what comes after,
// and the card's action button.
//
// Usage:
//   <EarnCard title={order.name} label={order.name} tag={<EarnTag tone="live">{t('open')}</EarnTag>}
//     figures={[{ label: t('amount'), value: money(order.amount) }]}
//     action={{ label: t('redeem'), color: 'danger', fill: 'outline', onClick: () => redeem(order) }} />
import { Button, ProgressBar, type ButtonProps } from 'antd-mobile';
import type { CSSProperties, Key, ReactNode } from 'react';
import { FigureList, type Figure } from './figure-list';
import './earn-card.css';

export type EarnTone = 'live' | 'warm' | 'down';

/** A small state tag: neutral, or coloured by its tone (the text always says the state). */
export function EarnTag({ tone, id, children }: { tone?: EarnTone; id?: string; children: ReactNode }) {
  return (
    <span className={tone ? `earn-tag earn-tag--${tone}` : 'earn-tag'} id={id}>
      {children}
    </span>
  );
}

/** A progress bar with its figure written under it (read once, as the bar's value text). */
export function EarnProgress({
  percent,
  label,
  text,
  style,
}: {
  percent: number;
  label: string;
  text: string;
  style?: CSSProperties;
}) {
  return (
    <div className="earn-card__note">
      {/* The kit's bar is a plain div: the progressbar role, its value and name are given here. */}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
      >
        <ProgressBar percent={percent} style={style} />
      </div>
      <span aria-hidden="true">{text}</span>
    </div>
  );
}

export interface EarnCardAction extends Pick<ButtonProps, 'color' | 'fill' | 'disabled'> {
  label: string;
  onClick: () => void;
}

interface EarnCardProps {
  title: ReactNode;
  /** The title's id: the card is named by its title. Without it, `label` names the card. */
  titleId?: string;
  label?: string;
  /** h2 for the cards of a page, h3 for the cards of a list under a heading. */
  level?: 2 | 3;
  as?: 'article' | 'section';
  /** Before the title (a coin badge). */
  badge?: ReactNode;
  /** After the title (the state tag, a link). */
  tag?: ReactNode;
  /** Between the head and the figures. */
  intro?: ReactNode;
  figures?: readonly Figure[];
  /** After the figures. */
  children?: ReactNode;
  action?: EarnCardAction;
  testId?: string;
}

export function EarnCard({
  title,
  titleId,
  label,
  level = 3,
  as: Tag = 'article',
  badge,
  tag,
  intro,
  figures,
  children,
  action,
  testId,
}: EarnCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Tag className="earn-card" aria-labelledby={titleId} aria-label={titleId ? undefined : label} data-testid={testId}>
      <div className="earn-card__head">
        {badge}
        <Heading className="earn-card__title" id={titleId}>
          {title}
        </Heading>
        {tag}
      </div>
      {intro}
      {figures && <FigureList figures={figures} />}
      {children}
      {action && (
        <div className="earn-card__actions">
          <Button
            size="small"
            color={action.color}
            fill={action.fill}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        </div>
      )}
    </Tag>
  );
}

interface EarnListProps<T> {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Shown instead of the list when there are no rows. */
  emptyText?: string;
  children: (row: T) => ReactNode;
}

/** Loaded cards as a list, or the empty text. */
export function EarnList<T>({ label, rows, rowKey, emptyText, children }: EarnListProps<T>) {
  if (rows.length === 0) return emptyText ? <p className="earn-muted">{emptyText}</p> : null;
  return (
    <ul className="earn-list" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)}>{children(row)}</li>
      ))}
    </ul>
  );
}
