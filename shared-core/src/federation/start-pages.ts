// The two pages a member most often opens the app on, in a module of their own: the host's
// entry script, which preloads their data, carries these two builders and not the whole
// table of shared pages (shared-paths.ts, which uses them too).
import { browsePath } from './browse-paths.ts';

export const wallPath = () => browsePath('activity-wall');
export const marketplacePath = () => browsePath('marketplace');
