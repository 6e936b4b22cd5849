// `@canopy/shared-core/staff`: the calls only staff make (the console's pages and a shop's
// staff pages), kept out of the package root so members' first load does not carry them.
// Unlike the root, this entry is not a shared module: each app that imports it bundles its
// own copy in its lazy staff chunks. Its modules take the HTTP client (and so the store)
// from '@canopy/shared-core', so there is still one client and one store at runtime.

export {
  changeMemberRole,
  getConfigDiff,
  getPublishedConfig,
  listConfigVersions,
  publishConfig,
  rollbackConfig,
  saveConfigDraft,
  inviteShopStaff,
  revokeShopStaff,
  searchAuditLog,
  searchShops,
  getShopSettings,
  saveShopSettings,
  searchStaffMembers,
  staleConfigOf,
  type AuditEntry,
  type AuditQuery,
  type ConfigChange,
  type ConfigVersion,
  type ConfigVersionSummary,
  type PublishConfig,
  type ShopInvite,
  type ShopWithStaff,
  type ShopSettings,
  type StaffMember,
  type StaleConfig,
} from './api/staff.ts';
export {
  getDashboardPanel,
  listRemoteReleases,
  rollBackRemote,
  type ActivityDay,
  type Cohort,
  type DashboardRange,
  type Funnel,
  type MembersPanel,
  type RemoteRelease,
  type TopContent,
  type TopPage,
} from './api/console.ts';
export {
  actOnQueue,
  getMemberRecord,
  getModerationSettings,
  getReviewQueue,
  liftSanction,
  saveModerationSettings,
  type MemberRecord,
  type ModerationSettings,
  type QueueActionName,
  type QueueItem,
  type QueueQuery,
  type Sanction,
} from './api/moderation.ts';
export {
  addWatchedWord,
  changeWatchedWord,
  listWatchedWords,
  removeWatchedWord,
  type WatchedWord,
  type WatchedWordInput,
} from './api/watched-words.ts';
export { appConfigJsonSchema } from './api/generated/app-config-schema.ts';
export { configLinkProblem } from './domain/config-links.ts';
export {
  acceptShopInvite,
  collectShopOrder,
  getShopInvite,
  moveShopOrder,
  myShops,
  shopMenu,
  updateMenuItem,
  setShopHours,
  createMenuItem,
  shopClosures,
  setShopClosures,
  type ShopClosure,
  type ShopMenuItem,
  type MenuItemChange,
  type ShopHoursInput,
  shopOrders,
  type ShopOrder,
  type ShopOrderAction,
  type ShopOrderStatus,
  type StaffedLocation,
} from './api/marketplace/business.ts';
