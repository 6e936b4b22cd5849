import {
  Button,
  color,
  font,
  formatDateTime,
  formatMoney,
  FormError,
  radius,
  showToast,
  TextInput,
  BareList,
} from '@canopy/shared-core';
import {
  collectShopOrder,
  moveShopOrder,
  type ShopOrder,
  type ShopOrderAction,
} from '@canopy/shared-core/staff';
import { panel, quietText, row, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useId, useState, type FormEvent } from 'react';
import { OrderStatusPill } from '../../../components/order-status-pill.tsx';
import { purchaseLine } from '../../../utils/purchase-line.ts';
import { useApiAction } from '../../../hooks/use-api-action.ts';
import { CodeScanner } from './code-scanner.tsx';

/** The step an order waits for at the counter before it is ready, as its button says it. */
const NEXT_MOVE: Partial<Record<ShopOrder['status'], { action: ShopOrderAction; label: string }>> =
  {
    PLACED: { action: 'accept', label: 'Accept' },
    ACCEPTED: { action: 'ready', label: 'Mark ready' },
  };

/** One order at the counter, with the step it waits for. */
export function ShopOrderCard({
  order,
  isNew,
  onChanged,
}: {
  order: ShopOrder;
  isNew: boolean;
  onChanged: (order: ShopOrder) => void;
}) {
  const { busy, error, run } = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const titleId = useId();

  async function step(send: () => ReturnType<typeof moveShopOrder>) {
    const answer = await run(send, { notDone: 'That did not go through. Please try again.' });
    if (!answer) return;
    setRejecting(false);
    onChanged(answer.item);
  }
  const move = (action: ShopOrderAction, reason?: string) =>
    void step(() => moveShopOrder(order.shopOrderId, action, reason));
  const next = NEXT_MOVE[order.status];

  return (
    <article
      aria-labelledby={titleId}
      css={[
        stack('sm'),
        panel('md'),
        { borderRadius: radius.lg, minWidth: 0 },
        isNew && { borderColor: color.primary },
      ]}
    >
      <header
        css={[wrappingRow('sm'), { justifyContent: 'space-between', alignItems: 'baseline' }]}
      >
        <h3 id={titleId} css={{ margin: 0, fontSize: font.size.md }}>
          Order #{order.orderId} · {order.customer.display}
        </h3>
        <OrderStatusPill status={order.status} />
      </header>
      <p css={[quietText, { margin: 0 }]}>
        {formatDateTime(order.created)} · {formatMoney(order.amount)}{' '}
        {order.paidWith === 'CREDIT' ? 'paid with credit' : 'to pay at the counter'}
        {order.reason ? ` · ${order.reason}` : ''}
      </p>
      <BareList gap="xs">
        {order.items.map((item) => (
          <li key={item.transactionId}>{purchaseLine(item)}</li>
        ))}
      </BareList>
      {next && (
        <div css={wrappingRow('sm')}>
          <Button disabled={busy} onClick={() => move(next.action)}>
            {next.label}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      )}
      {order.status === 'READY' && (
        <CollectForm
          busy={busy}
          onCollect={(code, idChecked) =>
            void step(() => collectShopOrder(order.shopOrderId, code, idChecked))
          }
          onReject={() => setRejecting(true)}
        />
      )}
      {rejecting && (
        <RejectForm
          busy={busy}
          onReject={(reason) => move('reject', reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
      <FormError message={error} />
    </article>
  );
}

/** A box the counter must not leave empty: what is typed, and `missing` when it was empty. */
function useRequiredText(missing: string) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** True when something is typed; otherwise shows `missing` under the box. */
  function filled() {
    const typed = text.trim() !== '';
    setError(typed ? null : missing);
    return typed;
  }
  return { text, setText, error, setError, filled };
}

function CollectForm({
  busy,
  onCollect,
  onReject,
}: {
  busy: boolean;
  onCollect: (code: string, idChecked: boolean) => void;
  onReject: () => void;
}) {
  const code = useRequiredText('Type or scan the code the member shows you.');
  const [idChecked, setIdChecked] = useState(false);
  const checkId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.filled()) onCollect(code.text, idChecked);
  }

  return (
    <form aria-label="Hand over" onSubmit={submit} noValidate css={stack('sm')}>
      <TextInput
        label="Member’s redemption code"
        hint="As the member’s wallet shows it, e.g. K7QM-2XHP-9RTB, or scan its QR code"
        value={code.text}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={code.error}
        onChange={(event) => code.setText(event.target.value)}
      />
      <CodeScanner
        disabled={busy}
        onCode={(scanned) => {
          code.setText(scanned);
          code.setError(null);
          showToast(`Scanned ${scanned}: check the member’s ID, then collect.`, 'success');
        }}
      />
      <label htmlFor={checkId} css={row('sm')}>
        <input
          id={checkId}
          type="checkbox"
          checked={idChecked}
          onChange={(event) => setIdChecked(event.target.checked)}
        />
        I checked the member’s ID and age
      </label>
      <div css={wrappingRow('sm')}>
        <Button type="submit" disabled={busy}>
          Collect
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onReject}>
          Reject
        </Button>
      </div>
    </form>
  );
}

function RejectForm({
  busy,
  onReject,
  onCancel,
}: {
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const reason = useRequiredText('Tell the member why, in a sentence.');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.filled()) onReject(reason.text.trim());
  }

  return (
    <form aria-label="Reject" onSubmit={submit} noValidate css={stack('sm')}>
      <TextInput
        label="Why the order is rejected"
        hint="The member reads this; their credit and the stock come back."
        value={reason.text}
        maxLength={500}
        error={reason.error}
        onChange={(event) => reason.setText(event.target.value)}
      />
      <div css={wrappingRow('sm')}>
        <Button type="submit" variant="danger" disabled={busy}>
          Reject order
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          Keep order
        </Button>
      </div>
    </form>
  );
}
