import {
  BareList,
  Button,
  MemberCombobox,
  MemberName,
  font,
  space,
  type PickedMember,
} from '@canopy/shared-core';
import { spreadRow } from '@canopy/shared-core/layout';

export type { PickedMember };

/**
 * Members to add to a chat, found by typing in a searchable combobox (never a list of every
 * member); the chosen ones are listed below it with name, @handle and avatar, each with a
 * way to take them off again. `exclude` are already in the chat.
 */
export function MemberPicker({
  picked,
  onChange,
  exclude = [],
}: {
  picked: PickedMember[];
  onChange: (picked: PickedMember[]) => void;
  exclude?: number[];
}) {
  return (
    <div css={{ display: 'grid', gap: space.sm }}>
      <MemberCombobox
        label="Find members"
        onPick={(member) => onChange([...picked, member])}
        exclude={[...exclude, ...picked.map((member) => member.accountId)]}
      />
      {picked.length > 0 && (
        <BareList gap="xs" aria-label="Chosen members">
          {picked.map((member) => (
            <li key={member.accountId} css={[spreadRow('sm'), { fontSize: font.size.sm }]}>
              <MemberName member={member} />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Take off ${member.display} @${member.username}`}
                onClick={() =>
                  onChange(picked.filter((chosen) => chosen.accountId !== member.accountId))
                }
              >
                Take off
              </Button>
            </li>
          ))}
        </BareList>
      )}
    </div>
  );
}
