import { color, font, formatDateTime, radius, space } from '@canopy/shared-core';
import { row, stack, wrappingRow } from '@canopy/shared-core/layout';
import { panelCardCss } from '../../../components/titled-panel.tsx';
import { type QueueItem } from '@canopy/shared-core/staff';
import type { Ref } from 'react';
import { KIND_LABEL, REASON_LABEL, STATE_LABEL } from '../actions.ts';
import { MemberRecordView } from '../../../components/member-record.tsx';
import { StatusTag } from '../../../components/record-row.tsx';

/** The reported words, marked at their edge; the lines around them are marked less. */
const quotedCss = {
  padding: space.sm,
  borderLeft: `4px solid ${color.danger}`,
  background: color.surfaceAlt,
  overflowWrap: 'anywhere',
} as const;
const otherLineCss = { borderLeft: `4px solid ${color.border}`, background: 'transparent' };

/** One queue item: its words in context, the reports and reasons, the author's record. */
export function QueueEntry({
  item,
  current,
  selected,
  onSelect,
  onFocus,
  articleRef,
  onChanged,
}: {
  item: QueueItem;
  current: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onFocus: () => void;
  articleRef: Ref<HTMLElement>;
  onChanged: () => void;
}) {
  const author = item.author?.display ?? 'a former member';
  const name = `${KIND_LABEL[item.kind]} by ${author}`;
  const headingId = `queue-item-${item.itemId}`;
  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      onFocus={onFocus}
      css={{
        ...stack('md'),
        ...panelCardCss,
        border: `2px solid ${current ? color.primary : color.border}`,
        outlineOffset: 2,
        '&:focus-visible': { outline: `3px solid ${color.focus}` },
      }}
    >
      <div css={wrappingRow('md')}>
        <label css={[row('sm'), { minHeight: 32 }]}>
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            css={{ width: 20, height: 20 }}
          />
          <span css={{ fontSize: font.size.sm }}>Select</span>
        </label>
        <h3 id={headingId} css={{ margin: 0, fontSize: font.size.lg, flex: '1 1 auto' }}>
          {name}
        </h3>
        <StatusTag>{STATE_LABEL[item.state]}</StatusTag>
      </div>
      <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
        {item.reportCount === 1 ? '1 report' : `${item.reportCount} reports`} · in the queue since{' '}
        {formatDateTime(item.openedAt)}
        {item.where && ` · ${item.where}`}
      </p>
      {item.heldReason && (
        <p css={{ margin: 0, fontWeight: font.weight.medium }}>
          Held on writing: {item.heldReason}
        </p>
      )}
      {item.context.length > 0 ? (
        <ol
          aria-label={
            item.kind === 'CHAT_MESSAGE' ? 'Chat lines around it' : 'The thread around it'
          }
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs }}
        >
          {item.context.map((line) => (
            <li
              key={`${line.isTarget ? 't' : 'c'}-${line.id}-${line.createdAt}`}
              css={[quotedCss, !line.isTarget && otherLineCss, { borderRadius: radius.md }]}
            >
              <strong>{line.authorDisplay}</strong>
              {line.byReporter && <span css={{ color: color.textMuted }}> (reporter)</span>}
              {line.isTarget && <span css={{ color: color.danger }}> (reported)</span>}:{' '}
              <span css={{ whiteSpace: 'pre-line' }}>{line.text}</span>
            </li>
          ))}
        </ol>
      ) : (
        <blockquote css={[quotedCss, { margin: 0, whiteSpace: 'pre-line' }]}>
          {item.text || '(no text)'}
        </blockquote>
      )}
      {item.reports.length > 0 && (
        <ul
          aria-label="Reports"
          css={{ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xs }}
        >
          {item.reports.map((report) => (
            <li key={`${report.reporterId}-${report.createdAt}`} css={{ fontSize: font.size.sm }}>
              <strong>{report.reporterDisplay}</strong>:{' '}
              {report.reason ? (REASON_LABEL[report.reason] ?? report.reason) : 'No reason given'}
              {report.description && ` — “${report.description}”`}
            </li>
          ))}
        </ul>
      )}
      {item.author && <MemberRecordView record={item.author} onChanged={onChanged} ofQueueItem />}
    </article>
  );
}
