import {
  Button,
  color,
  EmptyState,
  font,
  inputCss,
  labelCss,
  PageTitle,
  ResourceView,
  roleAtom,
  space,
  useApiResource,
} from '@canopy/shared-core';
import { row, stack, wrappingRow } from '@canopy/shared-core/layout';
import {
  getReviewQueue,
  type QueueActionName,
  type QueueItem,
  type QueueQuery,
} from '@canopy/shared-core/staff';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { itemsText, KIND_LABEL, QUEUE_ACTIONS } from '../actions.ts';
import { ActionDialog } from './action-dialog.tsx';
import { QueueEntry } from './queue-entry.tsx';

const PAGE = 50;

type Kind = NonNullable<QueueQuery['kind']>;

/** Keys typed into these are text, not shortcuts. */
const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable="true"]';

/**
 * The review queue: reported and held items, most reported first, then oldest. Moderators
 * act on the current item or on several selected ones, by button or keyboard (j/k move,
 * x selects, a/h/d dismiss, hide, delete), each action with a reason.
 */
export function QueuePage() {
  const [kind, setKind] = useState<Kind | ''>('');
  const [state, reload] = useApiResource(
    (signal) => getReviewQueue({ limit: PAGE, ...(kind ? { kind } : {}) }, signal),
    [kind],
  );
  // Shown while the queue is read again after an action, so focus and place are kept.
  const [shown, setShown] = useState<{ items: QueueItem[]; countTotal: number } | null>(null);
  if (state.status === 'ready' && shown !== state.data) setShown(state.data);
  const kindId = useId();

  return (
    <div css={stack('lg')}>
      <PageTitle>Review queue</PageTitle>
      <p css={{ margin: 0, color: color.textMuted }}>
        Reported and held items, most reported first, then oldest. Every action needs a reason and
        is kept in the audit log.
      </p>
      <div css={{ display: 'grid', gap: space.xs, maxWidth: 320 }}>
        <label htmlFor={kindId} css={labelCss}>
          Show
        </label>
        <select
          id={kindId}
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind | '')}
          css={inputCss}
        >
          <option value="">Every kind</option>
          {(Object.keys(KIND_LABEL) as Kind[]).map((value) => (
            <option key={value} value={value}>
              {KIND_LABEL[value]}s
            </option>
          ))}
        </select>
      </div>
      {shown && state.status !== 'error' ? (
        <QueueList data={shown} reload={reload} />
      ) : (
        <ResourceView state={state} onRetry={reload} errorTitle="The queue could not be loaded">
          {(data) => <QueueList data={data} reload={reload} />}
        </ResourceView>
      )}
    </div>
  );
}

function QueueList({
  data,
  reload,
}: {
  data: { items: QueueItem[]; countTotal: number };
  reload: () => void;
}) {
  const role = useAtomValue(roleAtom);
  const items = data.items;
  const [currentId, setCurrentId] = useState<number | null>(items[0]?.itemId ?? null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<{ action: QueueActionName; itemIds: number[] } | null>(null);
  const articles = useRef(new Map<number, HTMLElement>());
  const moveFocus = useRef(false);

  // Items that left the queue leave the selection; the current item stays, or its place.
  const ids = items.map((item) => item.itemId);
  const lastIndex = useRef(0);
  const found = currentId === null ? -1 : ids.indexOf(currentId);
  const currentIndex = found >= 0 ? found : Math.min(lastIndex.current, ids.length - 1);
  lastIndex.current = Math.max(0, currentIndex);
  const current = ids[currentIndex] ?? null;
  const chosen = [...selected].filter((id) => ids.includes(id));
  const targets = chosen.length > 0 ? chosen : current === null ? [] : [current];

  useEffect(() => {
    if (!moveFocus.current || current === null) return;
    moveFocus.current = false;
    articles.current.get(current)?.focus();
  });

  const open = (action: QueueActionName) => {
    if (targets.length === 0) return;
    if (
      QUEUE_ACTIONS.find((entry) => entry.action === action)?.operatorOnly &&
      role !== 'operator'
    ) {
      return;
    }
    setDialog({ action, itemIds: targets });
  };

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (dialog || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      const target = event.target as HTMLElement | null;
      if (target?.closest(`${TYPING}, [role="dialog"]`)) return;
      const step = event.key === 'j' ? 1 : event.key === 'k' ? -1 : 0;
      if (step !== 0) {
        const next = ids[Math.min(ids.length - 1, Math.max(0, currentIndex + step))];
        if (next === undefined) return;
        event.preventDefault();
        setCurrentId(next);
        moveFocus.current = true;
        articles.current.get(next)?.focus();
        return;
      }
      if (event.key === 'x' && current !== null) {
        event.preventDefault();
        toggle(current, !selected.has(current));
        return;
      }
      const action = QUEUE_ACTIONS.find((entry) => entry.key === event.key)?.action;
      if (action) {
        event.preventDefault();
        open(action);
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  function toggle(itemId: number, on: boolean) {
    setSelected((before) => {
      const after = new Set(before);
      if (on) after.add(itemId);
      else after.delete(itemId);
      return after;
    });
  }

  if (items.length === 0) {
    return (
      <EmptyState title="The queue is empty">
        <p>No reported or held item waits for a moderator.</p>
      </EmptyState>
    );
  }

  const allSelected = chosen.length === items.length;
  return (
    <>
      <div role="toolbar" aria-label="Queue actions" css={wrappingRow('sm')}>
        <label css={[row('sm'), { minHeight: 40 }]}>
          <input
            type="checkbox"
            checked={allSelected}
            onChange={(event) => setSelected(new Set(event.target.checked ? ids : []))}
            css={{ width: 20, height: 20 }}
          />
          Select all
        </label>
        <span aria-live="polite" css={{ color: color.textMuted, fontSize: font.size.sm }}>
          Acts on {chosen.length > 0 ? `${itemsText(chosen.length)} selected` : 'the current item'}
        </span>
        {QUEUE_ACTIONS.filter((entry) => !entry.operatorOnly || role === 'operator').map(
          (entry) => (
            <Button
              key={entry.action}
              size="sm"
              variant={entry.danger ? 'danger' : 'secondary'}
              disabled={targets.length === 0}
              aria-keyshortcuts={entry.key}
              onClick={() => open(entry.action)}
            >
              {entry.label}
              {entry.key && <span aria-hidden="true"> ({entry.key})</span>}
            </Button>
          ),
        )}
      </div>
      <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
        Keyboard: j and k move to the next and previous item, x selects it, a dismisses, h hides, d
        deletes (each asks the reason). {items.length} of {data.countTotal} shown.
      </p>
      <ul
        aria-label="Review queue"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md }}
      >
        {items.map((item) => (
          <li key={item.itemId}>
            <QueueEntry
              item={item}
              current={item.itemId === current}
              selected={selected.has(item.itemId)}
              onSelect={(on) => toggle(item.itemId, on)}
              onFocus={() => setCurrentId(item.itemId)}
              articleRef={(element) => {
                if (element) articles.current.set(item.itemId, element);
                else articles.current.delete(item.itemId);
              }}
              onChanged={reload}
            />
          </li>
        ))}
      </ul>
      {dialog && (
        <ActionDialog
          action={dialog.action}
          itemIds={dialog.itemIds}
          onClose={() => {
            setDialog(null);
            moveFocus.current = true;
          }}
          onDone={(finished) => {
            if (finished) {
              setSelected(new Set());
              setDialog(null);
              moveFocus.current = true;
            }
            reload();
          }}
        />
      )}
    </>
  );
}
