import {
  BareList,
  Button,
  Skeleton,
  color,
  font,
  useHiddenMembers,
  visuallyHidden,
  type HiddenMember,
  MemberAvatar,
} from '@canopy/shared-core';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';

function HiddenMemberRow({ entry }: { entry: HiddenMember }) {
  const { undo } = useHiddenMembers();
  const { busy, run } = useSubmit();
  const { account, kind } = entry;
  const member = {
    accountId: account.accountId,
    display: account.display,
    username: account.username,
  };
  return (
    <li css={wrappingRow('md')}>
      <MemberAvatar src={account.profileImage} size={40} />
      <div css={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 140 }}>
        <span css={{ fontWeight: font.weight.bold }}>{account.display}</span>
        <span css={{ fontSize: font.size.sm, color: color.textMuted }}>
          @{account.username} · {kind === 'BLOCK' ? 'Blocked' : 'Muted'}
        </span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() =>
          void run(() => undo(member, kind), {
            text: 'That did not work. Try again.',
            tell: 'toast',
          })
        }
      >
        {kind === 'BLOCK' ? 'Unblock' : 'Unmute'}
        <span css={visuallyHidden}> {account.display}</span>
      </Button>
    </li>
  );
}

/** The members the member blocked or muted (from a profile or a post's menu), to undo it. */
export function HiddenMembersCard() {
  const { state, reload } = useHiddenMembers();
  if (state.status === 'loading') return <Skeleton height={48} />;
  if (state.status === 'error') {
    return (
      <div role="alert" css={[stack('sm'), { justifyItems: 'start' }]}>
        <p css={{ margin: 0, color: color.danger }}>
          Your blocked and muted members could not be loaded. {state.message}
        </p>
        <Button variant="secondary" size="sm" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.members.length === 0) {
    return (
      <p css={{ margin: 0, color: color.textMuted }}>
        You have not blocked or muted anyone. Use “Mute or block” on a member’s profile, post or
        comment.
      </p>
    );
  }
  return (
    <BareList aria-label="Blocked and muted members" gap="md">
      {state.members.map((entry) => (
        <HiddenMemberRow key={entry.account.accountId} entry={entry} />
      ))}
    </BareList>
  );
}
