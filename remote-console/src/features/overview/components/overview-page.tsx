import { BareList, PageTitle, color, font, roleAtom, space, userAtom } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { panelCardCss } from '../../../components/titled-panel.tsx';
import { roleLabel } from '../../../utils/roles.ts';
import { CONSOLE_TOOLS } from '../tools.ts';

/** The console's first page: who is signed in, in which role, and the console's tools. */
export function OverviewPage() {
  const user = useAtomValue(userAtom);
  const role = useAtomValue(roleAtom);
  return (
    <div css={stack('lg')}>
      <PageTitle>Staff console</PageTitle>
      <p css={{ margin: 0, color: color.textMuted }}>
        Signed in as <strong css={{ color: color.text }}>{user?.display ?? 'staff'}</strong> (
        {roleLabel(role)}). Every action taken here is checked by the server against your role.
      </p>
      <BareList gap="md" aria-label="Console tools">
        {CONSOLE_TOOLS.map((tool) => (
          <li key={tool.path} css={panelCardCss}>
            <Link to={tool.path} css={{ fontWeight: font.weight.bold, color: color.primary }}>
              {tool.title}
            </Link>
            <p css={{ margin: `${space.xs} 0 0`, color: color.textMuted }}>{tool.summary}</p>
          </li>
        ))}
      </BareList>
    </div>
  );
}
