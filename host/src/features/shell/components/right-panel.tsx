import {
  Button,
  Modal,
  appConfigAtom,
  color,
  font,
  logout,
  rightPanelOpenAtom,
  space,
  userAtom,
  BareList,
  MemberAvatar,
} from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { isExternalLink, linkLabel, panelLinks } from '../utils/more-links.ts';

/** Right panels are narrower than dialogs. */
const PANEL_WIDTH = 320;

const panelLink = {
  display: 'block',
  padding: `${space.sm} ${space.md}`,
  borderRadius: '8px',
  color: color.text,
  textDecoration: 'none',
  '&:hover': { background: color.surfaceAlt },
};

/** The member's panel: who they are, config links, and Log Out (SPEC §2). */
export function RightPanel() {
  const [open, setOpen] = useAtom(rightPanelOpenAtom);
  const user = useAtomValue(userAtom);
  const config = useAtomValue(appConfigAtom);
  if (!user) return null;
  const avatar = user.profileInfo?.profileAvatar?.fullURL || config?.userProfileDefaultImageUrl;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const close = () => setOpen(false);

  return (
    <Modal open={open} onClose={close} title="Menu" placement="right" width={PANEL_WIDTH}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}>
        <div css={row('md')}>
          {avatar && <MemberAvatar src={avatar} size={56} />}
          <div>
            <div css={{ fontSize: font.size.xs, color: color.textMuted }}>
              {user.personalAudienceName}
            </div>
            <Link to="/account/overview" onClick={close} css={{ fontWeight: font.weight.bold }}>
              {fullName}
            </Link>
          </div>
        </div>
        <nav aria-label="More">
          <BareList gap="xs">
            {panelLinks(config?.moreLinkItems?.items).map((item) => (
              <li key={`${item.title}-${item.linkto}`}>
                {isExternalLink(item) ? (
                  <a href={item.linkto} target="_blank" rel="noopener noreferrer" css={panelLink}>
                    {linkLabel(item.title)}
                    <span css={{ position: 'absolute', left: -9999 }}> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link to={item.linkto} onClick={close} css={panelLink}>
                    {linkLabel(item.title)}
                  </Link>
                )}
              </li>
            ))}
          </BareList>
        </nav>
        <Button variant="secondary" onClick={() => void logout()}>
          Log Out
        </Button>
      </div>
    </Modal>
  );
}
