import {
  Button,
  color,
  useHiddenMembers,
  type HideKind,
  type HideableMember,
  visuallyHidden,
} from '@canopy/shared-core';
import { smallLine } from './styles.ts';

/**
 * Where a post or comment by a member the viewer just muted or blocked was: it goes at
 * once (the server leaves it out of every list from then on), with a way back.
 */
export function HiddenAuthorNotice({
  member,
  kind,
  what,
}: {
  member: HideableMember;
  kind: HideKind;
  /** "post" or "comment". */
  what: string;
}) {
  const { undo } = useHiddenMembers();
  return (
    <p role="status" css={[smallLine, { color: color.textMuted }]}>
      You {kind === 'BLOCK' ? 'blocked' : 'muted'} {member.display}: this {what} is hidden.
      <Button variant="ghost" size="sm" onClick={() => void undo(member, kind)}>
        {kind === 'BLOCK' ? 'Unblock' : 'Unmute'}
        <span css={visuallyHidden}> {member.display}</span>
      </Button>
    </p>
  );
}
