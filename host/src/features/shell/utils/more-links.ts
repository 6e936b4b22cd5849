import type { MoreLinkItem } from '@canopy/shared-core';

/** SPEC §2: 'Share The App' is shown as 'Share The Site'. */
export function linkLabel(title: string): string {
  return title === 'Share The App' ? 'Share The Site' : title;
}

export function isExternalLink(item: MoreLinkItem): boolean {
  return Boolean(item.external) || /^https?:\/\//i.test(item.linkto);
}

/** Active links, in configured order. */
export function panelLinks(items: MoreLinkItem[] | undefined): MoreLinkItem[] {
  return (items ?? []).filter((item) => item.active).sort((a, b) => a.order - b.order);
}
