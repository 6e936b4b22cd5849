import { useDisclosure } from '@canopy/shared-core/use-disclosure';
import { Button, font, useApiResource } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { searchStaffMembers, type StaffMember } from '@canopy/shared-core/staff';
import { useState } from 'react';
import { OperatorsPage } from '../../../components/operators-only.tsx';
import { useDialogTarget } from '../../../components/use-dialog-target.ts';
import { KeywordSearch } from '../../../components/keyword-search.tsx';
import {
  recordCardCss,
  recordLineCss,
  RecordTitle,
  StatusTag,
} from '../../../components/record-row.tsx';
import { MemberRecordPanel } from '../../../components/member-record.tsx';
import { roleLabel } from '../../../utils/roles.ts';
import { RoleDialog } from './role-dialog.tsx';
import { RecordList } from '../../../components/record-list.tsx';

/** Operators find a member and give or take a staff role, with a reason (logged). */
export function StaffPage() {
  return (
    <OperatorsPage
      title="Staff"
      why="Only operators give and take staff roles. Ask an operator to change a role."
    >
      <StaffSearch />
    </OperatorsPage>
  );
}

function StaffSearch() {
  const [keyword, setKeyword] = useState('');
  const [state, reload] = useApiResource(
    (signal) => searchStaffMembers(keyword, signal),
    [keyword],
  );
  const editing = useDialogTarget<StaffMember>(reload);

  return (
    <>
      <KeywordSearch
        name="Members"
        label="Find a member (name, @handle or e-mail)"
        onSearch={setKeyword}
      />
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>
        {keyword ? `Members matching “${keyword}”` : 'The staff'}
      </h2>
      <RecordList
        state={state}
        onRetry={reload}
        errorTitle="Members could not be loaded"
        emptyTitle="No one found"
        emptyText={`No member’s name, @handle or e-mail matches “${keyword}”.`}
        label={keyword ? 'Members found' : 'Staff'}
      >
        {(data) =>
          data.items.map((member) => (
            <MemberRow key={member.accountId} member={member} onEdit={() => editing.open(member)} />
          ))
        }
      </RecordList>
      {editing.dialog && <RoleDialog {...editing.dialog} />}
    </>
  );
}

function MemberRow({ member, onEdit }: { member: StaffMember; onEdit: () => void }) {
  const record = useDisclosure();
  return (
    <li css={[recordCardCss, stack('md')]}>
      <div css={recordLineCss('md')}>
        <RecordTitle title={member.display} detail={`@${member.username} · ${member.email}`} />
        <StatusTag>{roleLabel(member.role)}</StatusTag>
        <Button
          variant="secondary"
          size="sm"
          {...record.toggle}
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
      <div id={record.panelId} hidden={!record.open}>
        {record.open && <MemberRecordPanel accountId={member.accountId} />}
      </div>
    </li>
  );
}
