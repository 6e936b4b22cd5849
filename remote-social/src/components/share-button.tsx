import { Button, appUrl, showToast, trackAction } from '@canopy/shared-core';

/**
 * Shares a link to the item: the device's share sheet where the browser has one (Web Share
 * API), otherwise the link is copied. A member who closes the share sheet shared nothing.
 */
export function ShareButton({
  title,
  path,
  section,
  itemId,
}: {
  title: string;
  /** The item's page inside the app, e.g. /browse/activity-detail/12. */
  path: string;
  section: string;
  itemId: number;
}) {
  async function share() {
    const url = appUrl(path);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
      } else {
        await navigator.clipboard.writeText(url);
        showToast('Link copied.', 'success');
      }
      trackAction(section, 'Shared', itemId);
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      showToast(`The link could not be copied: ${url}`);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      <span aria-hidden="true">↗</span>
      Share
    </Button>
  );
}
