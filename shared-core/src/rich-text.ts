// `@canopy/shared-core/rich-text`: HTML from data made safe to show (articles, the home
// page's tabs). Kept out of the package root, which every member's first load carries
// whole, because its sanitiser (DOMPurify) is the largest library a member's wall does
// not use. Not a shared module: each app that imports it bundles its own copy in the
// lazy chunk of the page that shows rich text. It holds no state worth sharing (the
// sanitiser is made on first use).

export { sanitizeRichText } from './domain/sanitize-rich-text.ts';
