import {
  Button,
  EmptyState,
  PageTitle,
  ResourceView,
  color,
  font,
  narrowScreen,
  radius,
  roleAtom,
  space,
  useApiResource,
} from '@canopy/shared-core';
import { searchStaffMembers, type StaffMember } from '@canopy/shared-core/staff';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { fieldStyle } from '../../../components/field-style.ts';
import { MemberRecordPanel } from '../../../components/member-record.tsx';
import { roleLabel } from '../../../utils/roles.ts';
import { RoleDialog } from './role-dialog.tsx';

/** Operators find a member and give or take a staff role, with a reason (logged). */
export function StaffPage() {
  const myRole = useAtomValue(roleAtom);
  return (
    <div css={{ display: 'grid', gap: space.lg }}>
      <PageTitle>Staff</PageTitle>
      {myRole === 'operator' ? (
        <StaffSearch />
      ) : (
        <EmptyState title="Operators only">
          <p>Only operators give and take staff roles. Ask an operator to change a role.</p>
        </EmptyState>
      )}
    </div>
  );
}

function StaffSearch() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [state, reload] = useApiResource(
    (signal) => searchStaffMembers(keyword, signal),
    [keyword],
  );
  const inputId = useId();

  function search(event: FormEvent) {
    event.preventDefault();
    setKeyword(typed.trim());
  }

  return (
    <>
      <form
        role="search"
        aria-label="Members"
        onSubmit={search}
        css={{ display: 'flex', gap: space.sm, alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        <div css={{ display: 'grid', gap: space.xs, flex: '1 1 240px' }}>
          <label htmlFor={inputId} css={{ fontWeight: font.weight.medium }}>
            Find a member (name, @handle or e-mail)
          </label>
          <input
            id={inputId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            css={fieldStyle}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>
        {keyword ? `Members matching “${keyword}”` : 'The staff'}
      </h2>
      <ResourceView
        state={state}
        onRetry={reload}
        errorTitle="Members could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="No one found">
            <p>No member’s name, @handle or e-mail matches “{keyword}”.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <ul
            aria-label={keyword ? 'Members found' : 'Staff'}
            css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm }}
          >
            {data.items.map((member) => (
              <MemberRow key={member.accountId} member={member} onEdit={() => setEditing(member)} />
            ))}
          </ul>
        )}
      </ResourceView>
      {editing && (
        <RoleDialog
          member={editing}
          onClose={() => setEditing(null)}
          onChanged={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}

function MemberRow({ member, onEdit }: { member: StaffMember; onEdit: () => void }) {
  const [showRecord, setShowRecord] = useState(false);
  const recordId = useId();
  return (
    <li
      css={{
        display: 'grid',
        gap: space.md,
        padding: space.md,
        borderRadius: radius.md,
        background: color.surface,
        border: `1px solid ${color.border}`,
      }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: space.md,
          [narrowScreen]: { flexWrap: 'wrap' },
        }}
      >
        <div css={{ flex: '1 1 auto', minWidth: 0 }}>
          <div css={{ fontWeight: font.weight.bold }}>{member.display}</div>
          <div css={{ color: color.textMuted, fontSize: font.size.sm, overflowWrap: 'anywhere' }}>
            @{member.username} · {member.email}
          </div>
        </div>
        <span
          css={{
            padding: `${space.xs} ${space.sm}`,
            borderRadius: radius.pill,
            background: color.surfaceAlt,
            fontSize: font.size.sm,
          }}
        >
          {roleLabel(member.role)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showRecord}
          aria-controls={recordId}
          onClick={() => setShowRecord((shown) => !shown)}
          aria-label={`Record of ${member.display}`}
        >
          Record
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={`Change role of ${member.display}`}
        >
          Change role
        </Button>
      </div>
      <div id={recordId} hidden={!showRecord}>
        {showRecord && <MemberRecordPanel accountId={member.accountId} />}
      </div>
    </li>
  );
}
