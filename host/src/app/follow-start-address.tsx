import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The app's first render is a transition (see bootstrap.tsx): it yields to the browser and
 * waits for the opened page's code before it commits, and the router listens for address
 * changes only once it has committed. A change in between (Back, or another #/… typed in
 * while the app starts) would go unnoticed and the page would not match the address.
 * Mounted once inside the router, this catches up.
 */
export function FollowAddressChangedWhileStarting() {
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    // A passive effect: the router subscribes in a layout effect, which has run by now.
    const address = window.location.hash.slice(1) || '/';
    if (address !== rendered) void navigate(address, { replace: true });
    // Only the address the first render was made for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
