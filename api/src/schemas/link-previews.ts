import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

export const MAX_PREVIEW_URL_LENGTH = 2_048;

export const LinkPreviewQuery = Type.Object({
  url: Type.String({
    minLength: 1,
    maxLength: MAX_PREVIEW_URL_LENGTH,
    description: 'The http or https address of the page',
  }),
});

export const LinkPreview = Type.Object({
  /** The address asked for. */
  url: Type.String(),
  /** Its host name, for the card ("example.com"). */
  host: Type.String(),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  /** The page's own image address, as text: the server never fetches it. */
  imageUrl: Nullable(Type.String()),
});
export type LinkPreviewResponse = Static<typeof LinkPreview>;
