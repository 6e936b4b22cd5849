// Generated from api/openapi.json by `pnpm api:types`. Do not edit: change the API schema.

export interface paths {
  '/api/achievements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An achievement with its tiers and your progress */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                achievementId: number;
                title: string;
                description: string;
                icon: string | null;
                /** @description What counts: POINTS, TICKETS (earned), LEVELS (completed), TOURNAMENTS (joined), POSTS (written), ORDERS (placed), QUIZ_STREAK (most days in a row with a level completed) or TOURNAMENT_WINS */
                rankType: string;
                tiers: {
                  achievementTierId: number;
                  title: string;
                  goalCount: number;
                  /** @description You have been awarded it */
                  completed: boolean;
                  awardedAt: number | null;
                }[];
                tierCount: number;
                active: boolean;
                progress: {
                  achievementTierId: number | null;
                  /** @description Every tier reached */
                  completed: boolean;
                  progressCount: number;
                  /** @description What that tier needs */
                  goalCount: number;
                  tiersCompleted: number;
                };
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/achievements/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every achievement (badge) with your progress */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                achievementId: number;
                title: string;
                description: string;
                icon: string | null;
                /** @description What counts: POINTS, TICKETS (earned), LEVELS (completed), TOURNAMENTS (joined), POSTS (written), ORDERS (placed), QUIZ_STREAK (most days in a row with a level completed) or TOURNAMENT_WINS */
                rankType: string;
                tiers: {
                  achievementTierId: number;
                  title: string;
                  goalCount: number;
                  /** @description You have been awarded it */
                  completed: boolean;
                  awardedAt: number | null;
                }[];
                tierCount: number;
                active: boolean;
                progress: {
                  achievementTierId: number | null;
                  /** @description Every tier reached */
                  completed: boolean;
                  progressCount: number;
                  /** @description What that tier needs */
                  goalCount: number;
                  tiersCompleted: number;
                };
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an album you own (e.g. the shopping cart, SPEC §7)
     * @description metaData may be an object or JSON text of one; it is stored and returned as an object. Albums of type cart or chat_bot are private to you whatever visibility and public flags say. Rich text in metaData.body_html is sanitised (no script, event handlers or javascript: links) before it is stored.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            /** @description cart and chat_bot albums are only ever shown to their owner */
            albumType:
              | 'episodes'
              | 'category'
              | 'brand'
              | 'charities'
              | 'star'
              | 'series'
              | 'news'
              | 'customlist'
              | 'breakoutlist'
              | 'chat_bot'
              | 'cart'
              | 'album';
            description?: string;
            /** @default PUBLIC */
            visibility?: 'PUBLIC' | 'PRIVATE';
            publicRead?: boolean;
            publicWrite?: boolean;
            publicAdd?: boolean;
            /** @description A JSON object, or JSON text of one (the web client sends its cart as text); at most 64 KiB. Returned as an object. */
            metaData?:
              | {
                  [key: string]: unknown;
                }
              | string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number;
                albumType: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                ownerId: number;
                title: string;
                description: string;
                coverURL: string | null;
                fullURL: string | null;
                thumbnailURL: string | null;
                /** @description IMAGE, AUDIO or VIDEO */
                mediaType: string;
                tags: string[];
                /** @description PUBLIC, PRIVATE or FRIENDS */
                visibility: string;
                categoryIds: number[];
                startDate: number | null;
                endDate: number | null;
                assetCount: number;
                likeCount: number;
                dislikeCount: number;
                commentsCount: number;
                favoriteCount: number;
                sharedCount: number;
                viewedCount: number;
                clickedCount: number;
                userCount: number;
                flagCount: number;
                latitude: number | null;
                longitude: number | null;
                locationDescription: string | null;
                distance: number | null;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                dateUpdated: number;
                hasLiked: boolean;
                favorite: boolean;
                favoriteId: number | null;
                metaData: {
                  [key: string]: unknown;
                };
                publicPermissions: {
                  read: boolean;
                  write: boolean;
                  delete: boolean;
                  add: boolean;
                };
                totalEpisodes: number;
                parentAlbumId: number | null;
                /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                accessLocked: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One album
     * @description 404 when it does not exist or is hidden from you. A visible album whose access tags you lack is HTTP 200 with `valid:false, errorCode:ACCESS_DENIED`.
     */
    get: {
      parameters: {
        query?: {
          returnFullResponse?: boolean;
          nocache?: string;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    albumType: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    ownerId: number;
                    title: string;
                    description: string;
                    coverURL: string | null;
                    fullURL: string | null;
                    thumbnailURL: string | null;
                    /** @description IMAGE, AUDIO or VIDEO */
                    mediaType: string;
                    tags: string[];
                    /** @description PUBLIC, PRIVATE or FRIENDS */
                    visibility: string;
                    categoryIds: number[];
                    startDate: number | null;
                    endDate: number | null;
                    assetCount: number;
                    likeCount: number;
                    dislikeCount: number;
                    commentsCount: number;
                    favoriteCount: number;
                    sharedCount: number;
                    viewedCount: number;
                    clickedCount: number;
                    userCount: number;
                    flagCount: number;
                    latitude: number | null;
                    longitude: number | null;
                    locationDescription: string | null;
                    distance: number | null;
                    /** @description Epoch milliseconds */
                    dateCreated: number;
                    /** @description Epoch milliseconds */
                    dateUpdated: number;
                    hasLiked: boolean;
                    favorite: boolean;
                    favoriteId: number | null;
                    metaData: {
                      [key: string]: unknown;
                    };
                    publicPermissions: {
                      read: boolean;
                      write: boolean;
                      delete: boolean;
                      add: boolean;
                    };
                    totalEpisodes: number;
                    parentAlbumId: number | null;
                    /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                    accessLocked: boolean;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Change an album you own; fields left out stay as they are
     * @description 404 when it does not exist or is not yours (another member's cart, say).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            /** @description cart and chat_bot albums are only ever shown to their owner */
            albumType?:
              | 'episodes'
              | 'category'
              | 'brand'
              | 'charities'
              | 'star'
              | 'series'
              | 'news'
              | 'customlist'
              | 'breakoutlist'
              | 'chat_bot'
              | 'cart'
              | 'album';
            description?: string;
            /** @default PUBLIC */
            visibility?: 'PUBLIC' | 'PRIVATE';
            publicRead?: boolean;
            publicWrite?: boolean;
            publicAdd?: boolean;
            /** @description A JSON object, or JSON text of one (the web client sends its cart as text); at most 64 KiB. Returned as an object. */
            metaData?:
              | {
                  [key: string]: unknown;
                }
              | string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number;
                albumType: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                ownerId: number;
                title: string;
                description: string;
                coverURL: string | null;
                fullURL: string | null;
                thumbnailURL: string | null;
                /** @description IMAGE, AUDIO or VIDEO */
                mediaType: string;
                tags: string[];
                /** @description PUBLIC, PRIVATE or FRIENDS */
                visibility: string;
                categoryIds: number[];
                startDate: number | null;
                endDate: number | null;
                assetCount: number;
                likeCount: number;
                dislikeCount: number;
                commentsCount: number;
                favoriteCount: number;
                sharedCount: number;
                viewedCount: number;
                clickedCount: number;
                userCount: number;
                flagCount: number;
                latitude: number | null;
                longitude: number | null;
                locationDescription: string | null;
                distance: number | null;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                dateUpdated: number;
                hasLiked: boolean;
                favorite: boolean;
                favoriteId: number | null;
                metaData: {
                  [key: string]: unknown;
                };
                publicPermissions: {
                  read: boolean;
                  write: boolean;
                  delete: boolean;
                  add: boolean;
                };
                totalEpisodes: number;
                parentAlbumId: number | null;
                /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                accessLocked: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete an album you made (a custom list, say)
     * @description 404 when it does not exist or is not yours. Posts, chats and carts are not deleted here.
     */
    delete: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A group's members, a channel's followers or an event's attendees
     * @description Newest first. `friend` repeats the member when they are your friend.
     */
    get: {
      parameters: {
        query?: {
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                event: {
                  eventId: number;
                  title: string;
                };
                attendee: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                friend: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                } | null;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Join a group, follow a channel or attend an event
     * @description Joining twice counts once. A private group is joined only through an invite (POST /invite/accept): until then it does not exist for you (404). Other album types are refused with `NOT_JOINABLE` (HTTP 200, valid:false).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    albumType: string;
                    joined: boolean;
                    /** @description Members, followers or attendees now */
                    userCount: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Leave a group, unfollow a channel or stop attending an event
     * @description Leaving when you are not in counts as done. After leaving a private group you need a new invite to see it again.
     */
    delete: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    albumType: string;
                    joined: boolean;
                    /** @description Members, followers or attendees now */
                    userCount: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A training's lessons in order, with what you completed and where to resume */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    lessons: {
                      lessonId: string;
                      title: string;
                      kind: 'VIDEO' | 'AUDIO' | 'TEXT';
                      mediaURL: string | null;
                      text: string;
                      minutes: number;
                      completed: boolean;
                      /** @description Opens once every lesson before it is completed */
                      locked: boolean;
                    }[];
                    completedCount: number;
                    lessonCount: number;
                    resumeLessonId: string | null;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Mark a lesson of a training completed; the next one opens
     * @description A lesson opens once every lesson before it is completed: completing a locked one is refused with `LESSON_LOCKED`, an unknown one with `LESSON_NOT_FOUND` (HTTP 200, valid:false). Completing twice counts once.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lessonId: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    lessons: {
                      lessonId: string;
                      title: string;
                      kind: 'VIDEO' | 'AUDIO' | 'TEXT';
                      mediaURL: string | null;
                      text: string;
                      minutes: number;
                      completed: boolean;
                      /** @description Opens once every lesson before it is completed */
                      locked: boolean;
                    }[];
                    completedCount: number;
                    lessonCount: number;
                    resumeLessonId: string | null;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums/discover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the wall and its comments by keyword (full-text, ranked)
     * @description PostgreSQL full-text search (English stemming, websearch syntax: "quoted phrases", or, -not). An exact title match comes first, then by rank; a word found only in a comment finds its album too. Audience visibility is enforced.
     */
    get: {
      parameters: {
        query: {
          /** @description Words to find */
          keyword: string;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                albumId: number;
                albumType: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                ownerId: number;
                title: string;
                description: string;
                coverURL: string | null;
                fullURL: string | null;
                thumbnailURL: string | null;
                /** @description IMAGE, AUDIO or VIDEO */
                mediaType: string;
                tags: string[];
                /** @description PUBLIC, PRIVATE or FRIENDS */
                visibility: string;
                categoryIds: number[];
                startDate: number | null;
                endDate: number | null;
                assetCount: number;
                likeCount: number;
                dislikeCount: number;
                commentsCount: number;
                favoriteCount: number;
                sharedCount: number;
                viewedCount: number;
                clickedCount: number;
                userCount: number;
                flagCount: number;
                latitude: number | null;
                longitude: number | null;
                locationDescription: string | null;
                distance: number | null;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                dateUpdated: number;
                hasLiked: boolean;
                favorite: boolean;
                favoriteId: number | null;
                metaData: {
                  [key: string]: unknown;
                };
                publicPermissions: {
                  read: boolean;
                  write: boolean;
                  delete: boolean;
                  add: boolean;
                };
                totalEpisodes: number;
                parentAlbumId: number | null;
                /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                accessLocked: boolean;
                review: {
                  /** @description A shop (retailerLocationId) or an offer at a shop (offerLocationId) */
                  reviewType: 'RETAILER_LOCATION' | 'OFFER_LOCATION';
                  /** @description The retailerLocationId or offerLocationId */
                  reviewId: number;
                  /** @description The shop, or the offer and its shop */
                  name: string;
                  /** @description Stars, 1 to 5 */
                  rating: number;
                } | null;
                assets: {
                  assetId: number;
                  fileName: string;
                  caption: string;
                  mimeType: string;
                  /** @description Within 320×320 px */
                  thumbnailURL: string;
                  /** @description Within 1080×1080 px */
                  coverURL: string;
                  /** @description Within 2048×2048 px */
                  fullURL: string;
                  width: number | null;
                  height: number | null;
                }[];
                /** @description On the wall: the preview card of the first web page the text links to, null when that page has none; left out when the server has not read the page yet (ask GET /link-previews for it) or the text links nowhere. */
                linkPreview?: {
                  url: string;
                  host: string;
                  title: string | null;
                  description: string | null;
                  imageUrl: string | null;
                } | null;
                headline: string | null;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write a post on the activity wall: text and up to 10 photos
     * @description Upload each photo first with POST /assets and send the upload ids. The text is stored as written and always shown as text. @username mentions are recorded as MENTION events. With `review` it reviews a shop or an offer at a shop with 1 to 5 stars (404 when that shop or offer is not listed). 400 for an empty post, more than 5,000 characters or 10 photos, a rating outside 1–5, or a photo that is not one of yours.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description: string;
            /** @description Photos uploaded with POST /assets, in the order to show them (at most 10) */
            uploadIds?: string[];
            /** @description Write it in a group you joined or a channel you own */
            albumId?: number;
            review?: {
              /** @description A shop (retailerLocationId) or an offer at a shop (offerLocationId) */
              reviewType: 'RETAILER_LOCATION' | 'OFFER_LOCATION';
              reviewId: number;
              /** @description Stars, 1 to 5 */
              rating: number;
            };
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number;
                albumType: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                ownerId: number;
                title: string;
                description: string;
                coverURL: string | null;
                fullURL: string | null;
                thumbnailURL: string | null;
                /** @description IMAGE, AUDIO or VIDEO */
                mediaType: string;
                tags: string[];
                /** @description PUBLIC, PRIVATE or FRIENDS */
                visibility: string;
                categoryIds: number[];
                startDate: number | null;
                endDate: number | null;
                assetCount: number;
                likeCount: number;
                dislikeCount: number;
                commentsCount: number;
                favoriteCount: number;
                sharedCount: number;
                viewedCount: number;
                clickedCount: number;
                userCount: number;
                flagCount: number;
                latitude: number | null;
                longitude: number | null;
                locationDescription: string | null;
                distance: number | null;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                dateUpdated: number;
                hasLiked: boolean;
                favorite: boolean;
                favoriteId: number | null;
                metaData: {
                  [key: string]: unknown;
                };
                publicPermissions: {
                  read: boolean;
                  write: boolean;
                  delete: boolean;
                  add: boolean;
                };
                totalEpisodes: number;
                parentAlbumId: number | null;
                /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                accessLocked: boolean;
                review: {
                  /** @description A shop (retailerLocationId) or an offer at a shop (offerLocationId) */
                  reviewType: 'RETAILER_LOCATION' | 'OFFER_LOCATION';
                  /** @description The retailerLocationId or offerLocationId */
                  reviewId: number;
                  /** @description The shop, or the offer and its shop */
                  name: string;
                  /** @description Stars, 1 to 5 */
                  rating: number;
                } | null;
                assets: {
                  assetId: number;
                  fileName: string;
                  caption: string;
                  mimeType: string;
                  /** @description Within 320×320 px */
                  thumbnailURL: string;
                  /** @description Within 1080×1080 px */
                  coverURL: string;
                  /** @description Within 2048×2048 px */
                  fullURL: string;
                  width: number | null;
                  height: number | null;
                }[];
                /** @description On the wall: the preview card of the first web page the text links to, null when that page has none; left out when the server has not read the page yet (ask GET /link-previews for it) or the text links nowhere. */
                linkPreview?: {
                  url: string;
                  host: string;
                  title: string | null;
                  description: string | null;
                  imageUrl: string | null;
                } | null;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One album as a wall post: with its photos and whether you liked it
     * @description 404 when it does not exist or is hidden from you.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number;
                albumType: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                ownerId: number;
                title: string;
                description: string;
                coverURL: string | null;
                fullURL: string | null;
                thumbnailURL: string | null;
                /** @description IMAGE, AUDIO or VIDEO */
                mediaType: string;
                tags: string[];
                /** @description PUBLIC, PRIVATE or FRIENDS */
                visibility: string;
                categoryIds: number[];
                startDate: number | null;
                endDate: number | null;
                assetCount: number;
                likeCount: number;
                dislikeCount: number;
                commentsCount: number;
                favoriteCount: number;
                sharedCount: number;
                viewedCount: number;
                clickedCount: number;
                userCount: number;
                flagCount: number;
                latitude: number | null;
                longitude: number | null;
                locationDescription: string | null;
                distance: number | null;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                dateUpdated: number;
                hasLiked: boolean;
                favorite: boolean;
                favoriteId: number | null;
                metaData: {
                  [key: string]: unknown;
                };
                publicPermissions: {
                  read: boolean;
                  write: boolean;
                  delete: boolean;
                  add: boolean;
                };
                totalEpisodes: number;
                parentAlbumId: number | null;
                /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                accessLocked: boolean;
                review: {
                  /** @description A shop (retailerLocationId) or an offer at a shop (offerLocationId) */
                  reviewType: 'RETAILER_LOCATION' | 'OFFER_LOCATION';
                  /** @description The retailerLocationId or offerLocationId */
                  reviewId: number;
                  /** @description The shop, or the offer and its shop */
                  name: string;
                  /** @description Stars, 1 to 5 */
                  rating: number;
                } | null;
                assets: {
                  assetId: number;
                  fileName: string;
                  caption: string;
                  mimeType: string;
                  /** @description Within 320×320 px */
                  thumbnailURL: string;
                  /** @description Within 1080×1080 px */
                  coverURL: string;
                  /** @description Within 2048×2048 px */
                  fullURL: string;
                  width: number | null;
                  height: number | null;
                }[];
                /** @description On the wall: the preview card of the first web page the text links to, null when that page has none; left out when the server has not read the page yet (ask GET /link-previews for it) or the text links nowhere. */
                linkPreview?: {
                  url: string;
                  host: string;
                  title: string | null;
                  description: string | null;
                  imageUrl: string | null;
                } | null;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Change the text of your post
     * @description 404 when it does not exist or is somebody else's.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number;
                albumType: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                ownerId: number;
                title: string;
                description: string;
                coverURL: string | null;
                fullURL: string | null;
                thumbnailURL: string | null;
                /** @description IMAGE, AUDIO or VIDEO */
                mediaType: string;
                tags: string[];
                /** @description PUBLIC, PRIVATE or FRIENDS */
                visibility: string;
                categoryIds: number[];
                startDate: number | null;
                endDate: number | null;
                assetCount: number;
                likeCount: number;
                dislikeCount: number;
                commentsCount: number;
                favoriteCount: number;
                sharedCount: number;
                viewedCount: number;
                clickedCount: number;
                userCount: number;
                flagCount: number;
                latitude: number | null;
                longitude: number | null;
                locationDescription: string | null;
                distance: number | null;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                dateUpdated: number;
                hasLiked: boolean;
                favorite: boolean;
                favoriteId: number | null;
                metaData: {
                  [key: string]: unknown;
                };
                publicPermissions: {
                  read: boolean;
                  write: boolean;
                  delete: boolean;
                  add: boolean;
                };
                totalEpisodes: number;
                parentAlbumId: number | null;
                /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                accessLocked: boolean;
                review: {
                  /** @description A shop (retailerLocationId) or an offer at a shop (offerLocationId) */
                  reviewType: 'RETAILER_LOCATION' | 'OFFER_LOCATION';
                  /** @description The retailerLocationId or offerLocationId */
                  reviewId: number;
                  /** @description The shop, or the offer and its shop */
                  name: string;
                  /** @description Stars, 1 to 5 */
                  rating: number;
                } | null;
                assets: {
                  assetId: number;
                  fileName: string;
                  caption: string;
                  mimeType: string;
                  /** @description Within 320×320 px */
                  thumbnailURL: string;
                  /** @description Within 1080×1080 px */
                  coverURL: string;
                  /** @description Within 2048×2048 px */
                  fullURL: string;
                  width: number | null;
                  height: number | null;
                }[];
                /** @description On the wall: the preview card of the first web page the text links to, null when that page has none; left out when the server has not read the page yet (ask GET /link-previews for it) or the text links nowhere. */
                linkPreview?: {
                  url: string;
                  host: string;
                  title: string | null;
                  description: string | null;
                  imageUrl: string | null;
                } | null;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete your post with its photos and comments
     * @description 404 when it does not exist or is somebody else's.
     */
    delete: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search albums visible to you (filter=MINE: only your own; JOINED: groups, channels and events you joined)
     * @description Audience visibility (metaData visibility_tag_ids / visibility_filter_operator) is enforced here. Unknown sort fields fall back to ALBUM_CREATED. Carts and assistant conversations (cart, chat_bot) are only ever returned to their owner with filter=MINE.
     */
    get: {
      parameters: {
        query?: {
          /** @description One type or a comma list */
          albumType?: string;
          /** @description MINE: only your own albums; JOINED: the groups you joined, channels you follow and events you attend (private ones included) */
          filter?: string;
          keyword?: string;
          /** @description One of ALBUM_ID, ALBUM_TYPE, ALBUM_TITLE, ALBUM_DESCRIPTION, ALBUM_UPDATED, ALBUM_CREATED, ALBUM_START_DATE, ALBUM_END_DATE, ALBUM_LIKES, ALBUM_NOTES, ALBUM_FLAGS, ALBUM_SHARES, ALBUM_USERS, ALBUM_FAVORITES, ALBUM_DISLIKES, ALBUM_DISTANCE, ALBUM_TYPE_ID, TRENDING, RANDOM */
          sortField?: string;
          /** @description ASC or DESC */
          sortOrder?: string;
          descending?: boolean;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
          /** @description Only albums aimed at any of these audiences */
          audienceIds?: string | string[];
          /** @description Albums in any (strictMap: all) of these categories */
          categoryIds?: string | string[];
          /** @description Require every category, not any */
          strictMap?: boolean;
          /** @description Only these albums */
          albumIds?: string | string[];
          /** @description Only this member's albums (those you may see) */
          ownerId?: number;
          nocache?: string;
          returnFullResponse?: boolean;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                albumId: number;
                albumType: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                ownerId: number;
                title: string;
                description: string;
                coverURL: string | null;
                fullURL: string | null;
                thumbnailURL: string | null;
                /** @description IMAGE, AUDIO or VIDEO */
                mediaType: string;
                tags: string[];
                /** @description PUBLIC, PRIVATE or FRIENDS */
                visibility: string;
                categoryIds: number[];
                startDate: number | null;
                endDate: number | null;
                assetCount: number;
                likeCount: number;
                dislikeCount: number;
                commentsCount: number;
                favoriteCount: number;
                sharedCount: number;
                viewedCount: number;
                clickedCount: number;
                userCount: number;
                flagCount: number;
                latitude: number | null;
                longitude: number | null;
                locationDescription: string | null;
                distance: number | null;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                dateUpdated: number;
                hasLiked: boolean;
                favorite: boolean;
                favoriteId: number | null;
                metaData: {
                  [key: string]: unknown;
                };
                publicPermissions: {
                  read: boolean;
                  write: boolean;
                  delete: boolean;
                  add: boolean;
                };
                totalEpisodes: number;
                parentAlbumId: number | null;
                /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                accessLocked: boolean;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/albums/wall': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The activity wall: albums visible to you, newest first, paged by cursor
     * @description Keyset paging: pass the previous page's nextCursor as cursor. Posts written while you page are neither repeated nor skipped. Audience visibility is enforced; an album whose access tags you lack comes with accessLocked and without its content.
     */
    get: {
      parameters: {
        query?: {
          /** @description nextCursor of the previous page; leave out for the newest posts */
          cursor?: string;
          /** @description Page size (default 10, at most 50) */
          limit?: number;
          /** @description A channel's or a group's own wall: only the posts written in it */
          albumId?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                albumId: number;
                albumType: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                ownerId: number;
                title: string;
                description: string;
                coverURL: string | null;
                fullURL: string | null;
                thumbnailURL: string | null;
                /** @description IMAGE, AUDIO or VIDEO */
                mediaType: string;
                tags: string[];
                /** @description PUBLIC, PRIVATE or FRIENDS */
                visibility: string;
                categoryIds: number[];
                startDate: number | null;
                endDate: number | null;
                assetCount: number;
                likeCount: number;
                dislikeCount: number;
                commentsCount: number;
                favoriteCount: number;
                sharedCount: number;
                viewedCount: number;
                clickedCount: number;
                userCount: number;
                flagCount: number;
                latitude: number | null;
                longitude: number | null;
                locationDescription: string | null;
                distance: number | null;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                dateUpdated: number;
                hasLiked: boolean;
                favorite: boolean;
                favoriteId: number | null;
                metaData: {
                  [key: string]: unknown;
                };
                publicPermissions: {
                  read: boolean;
                  write: boolean;
                  delete: boolean;
                  add: boolean;
                };
                totalEpisodes: number;
                parentAlbumId: number | null;
                /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                accessLocked: boolean;
                review: {
                  /** @description A shop (retailerLocationId) or an offer at a shop (offerLocationId) */
                  reviewType: 'RETAILER_LOCATION' | 'OFFER_LOCATION';
                  /** @description The retailerLocationId or offerLocationId */
                  reviewId: number;
                  /** @description The shop, or the offer and its shop */
                  name: string;
                  /** @description Stars, 1 to 5 */
                  rating: number;
                } | null;
                assets: {
                  assetId: number;
                  fileName: string;
                  caption: string;
                  mimeType: string;
                  /** @description Within 320×320 px */
                  thumbnailURL: string;
                  /** @description Within 1080×1080 px */
                  coverURL: string;
                  /** @description Within 2048×2048 px */
                  fullURL: string;
                  width: number | null;
                  height: number | null;
                }[];
                /** @description On the wall: the preview card of the first web page the text links to, null when that page has none; left out when the server has not read the page yet (ask GET /link-previews for it) or the text links nowhere. */
                linkPreview?: {
                  url: string;
                  host: string;
                  title: string | null;
                  description: string | null;
                  imageUrl: string | null;
                } | null;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Posts on the whole wall, counted up to 1000 past the first page: exact when the wall fits on one page or holds at most 1000 posts */
              countTotal: number;
              hasMoreResults: boolean;
              /** @description Always 0: the wall pages by cursor, not by offset */
              start: number;
              limit: number;
              nextCursor: string | null;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/asset/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Assets by id and/or of one album, from albums you may open
     * @description Give assetIds (at most 100), albumId, or both. Assets of albums hidden from you are left out; with albumId, a hidden album is 404 and a locked one you lack the access tags for is HTTP 200 `valid:false, errorCode:ACCESS_DENIED`.
     */
    get: {
      parameters: {
        query?: {
          /** @description Comma-separated asset ids (at most 100) */
          assetIds?: string | string[];
          /** @description Only this album's assets */
          albumId?: number;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  items: {
                    assetId: number;
                    albumId: number;
                    fileName: string;
                    caption: string;
                    /** @description IMAGE, AUDIO or VIDEO */
                    mediaType: string;
                    mimeType: string;
                    thumbnailURL: string | null;
                    coverURL: string | null;
                    fullURL: string | null;
                    width: number | null;
                    height: number | null;
                    uploader: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    likesCount: number;
                    commentsCount: number;
                    /** @description Epoch milliseconds */
                    created: number;
                    /** @description Epoch milliseconds */
                    updated: number;
                    metaData: {
                      [key: string]: unknown;
                    };
                  }[];
                  /** @description Items in this page */
                  count: number;
                  /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
                  countTotal: number;
                  hasMoreResults: boolean;
                  start: number;
                  limit: number;
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a photo for a post (multipart/form-data, one `file` field)
     * @description JPEG, PNG, WebP or GIF by content, not by name, at most 10 MB and 40 megapixels (413 above, 415 for anything else or a file that does not decode, 400 without a file), within the member's upload quotas (429 with Retry-After past the daily one, 413 past the total). Kept 24 hours unless a post or message uses it. The original is kept; it is served resized (thumbnail, cover, full) as WebP without its metadata (EXIF, GPS). Send the uploadId with POST /albums/posts.
     */
    post: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description The photo: JPEG, PNG, WebP or GIF, at most 10 MB */
            file?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                uploadId: string;
                fullURL: string;
                coverURL: string;
                thumbnailURL: string;
                /** @description The type of the file as uploaded */
                mimeType: string;
                /** @description The size of the file as uploaded */
                byteSize: number;
                width: number | null;
                height: number | null;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/{id}/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The provider's redirect back to the API
     * @description Validates the state, exchanges the code with the PKCE verifier, validates the ID token and its nonce, finds the member (linked identity, else same verified e-mail, else a new member) and redirects to `returnTo#/login?oidcCode=…` (a one-time code valid for 2 minutes, for POST /api/auth/oidc/exchange) or `returnTo#/login?oidcError=…`. 400 when the state is missing or unknown.
     */
    get: {
      parameters: {
        query?: {
          code?: string;
          state?: string;
          iss?: string;
          error?: string;
          error_description?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Back to the front end with oidcCode or oidcError (see the Location header) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/{id}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start signing in with a provider (browser navigation)
     * @description Redirects to the provider (authorization code flow, PKCE S256, state and nonce; the attempt is valid for 10 minutes, once). `returnTo` must be on an allowed front-end origin, otherwise 400. If the provider cannot be reached, redirects to `returnTo#/login?oidcError=…`.
     */
    get: {
      parameters: {
        query: {
          /** @description Front-end URL to come back to, on an origin of APP_ORIGINS; the API appends `#/login?oidcCode=…` (or `#/login?oidcError=…`). */
          returnTo: string;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description To the provider, or back to the front end with oidcError (see the Location header) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/exchange': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange the one-time oidcCode for a session (like login)
     * @description An unknown, expired or used code is HTTP 200 with `valid:false, errorCode:OIDC_CODE_INVALID`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The `oidcCode` the callback put in the front-end URL */
            code: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    user: {
                      id: number;
                      /** @description Same as id */
                      accountId: number;
                      email: string;
                      firstName: string;
                      lastName: string;
                      display: string;
                      username: string;
                      personalAudienceName: string;
                      /** @description Audiences that gate visibility */
                      audienceIds: number[];
                      /** @description May change the app configuration */
                      isOperator: boolean;
                      /** @description member, moderator (the review tools) or operator (everything, roles too) */
                      role: 'member' | 'moderator' | 'operator';
                      profileInfo: {
                        accountId: number;
                        firstName: string;
                        lastName: string;
                        /** @description Full name as shown to others */
                        display: string;
                        username: string;
                        locationDisplay: string | null;
                        profileAvatar: {
                          /** Format: uri */
                          fullURL: string;
                        };
                      };
                    };
                    session: {
                      /** @description Send as `Authorization: Bearer <token>` */
                      token: string;
                      /** @description Epoch milliseconds */
                      expiresAt: number;
                    };
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** OpenID Connect providers members can sign in with */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                /** @description Use in /api/auth/oidc/{id}/start */
                id: string;
                /** @description Shown on the sign-in button */
                name: string;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a billing address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            /** @description Who pays */
            name: string;
            street: string;
            street2?: string;
            city: string;
            /** @description Two-letter code in the US */
            state: string;
            /** @description A ZIP code in the US */
            postalCode: string;
            /** @description ISO code, default US */
            country?: string;
            phone?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                billingAddressId: number;
                name: string;
                street: string;
                street2: string;
                city: string;
                state: string;
                postalCode: string;
                country: string;
                phone: string | null;
                /** @description Epoch ms */
                created: number;
                /** @description Epoch ms */
                updated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of your billing addresses
     * @description 404 when it does not exist or is not yours.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                billingAddressId: number;
                name: string;
                street: string;
                street2: string;
                city: string;
                state: string;
                postalCode: string;
                country: string;
                phone: string | null;
                /** @description Epoch ms */
                created: number;
                /** @description Epoch ms */
                updated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Change one of your billing addresses
     * @description Replaces every field. 404 when the address is not yours.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            /** @description Who pays */
            name: string;
            street: string;
            street2?: string;
            city: string;
            /** @description Two-letter code in the US */
            state: string;
            /** @description A ZIP code in the US */
            postalCode: string;
            /** @description ISO code, default US */
            country?: string;
            phone?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                billingAddressId: number;
                name: string;
                street: string;
                street2: string;
                city: string;
                state: string;
                postalCode: string;
                country: string;
                phone: string | null;
                /** @description Epoch ms */
                created: number;
                /** @description Epoch ms */
                updated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your credit balance (the sum of your credit ledger) and recent entries */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                accountId: number;
                /** @description The sum of every ledger entry */
                balance: number;
                currency: string;
                /** @description The latest entries, newest first */
                history: {
                  entryId: number;
                  /** @description Positive adds credit, negative spends it */
                  amount: number;
                  /** @description STARTING_CREDIT, RELOAD, PURCHASE, REFUND or ADJUSTMENT */
                  entryType: string;
                  description: string;
                  orderId: number | null;
                  /** @description Epoch ms */
                  created: number;
                }[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your billing addresses, most recently changed first
     * @description limit defaults to and is at most 100 (SPEC §9).
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                billingAddressId: number;
                name: string;
                street: string;
                street2: string;
                city: string;
                state: string;
                postalCode: string;
                country: string;
                phone: string | null;
                /** @description Epoch ms */
                created: number;
                /** @description Epoch ms */
                updated: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/challenges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Challenges you sent or received
     * @description Those waiting for your answer first, then the latest changed.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description PENDING: waiting for the opponent to accept; ACCEPTED: both may play; DECLINED; FINISHED: both have played */
          status?: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'FINISHED';
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                challengeId: number;
                /** @description PENDING: waiting for the opponent to accept; ACCEPTED: both may play; DECLINED; FINISHED: both have played */
                status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'FINISHED';
                /** @description What the challenger wrote */
                message: string;
                packId: number;
                packName: string;
                icon: string | null;
                /** @description The level both play */
                gameLevelId: number;
                levelName: string;
                challenger: {
                  account: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  played: boolean;
                  /** @description Your own once you played; the other side’s only once the challenge is finished */
                  score: {
                    points: number;
                    correctCount: number;
                    questionCount: number;
                    /** @description Milliseconds taken; less wins a tie on points */
                    timeValue: number;
                  } | null;
                };
                opponent: {
                  account: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  played: boolean;
                  /** @description Your own once you played; the other side’s only once the challenge is finished */
                  score: {
                    points: number;
                    correctCount: number;
                    questionCount: number;
                    /** @description Milliseconds taken; less wins a tie on points */
                    timeValue: number;
                  } | null;
                };
                isChallenger: boolean;
                /** @description You are the opponent and have not answered yet */
                canRespond: boolean;
                /** @description You may play your one attempt now */
                canPlay: boolean;
                winnerId: number | null;
                /** @description Epoch milliseconds */
                created: number;
                /** @description Epoch milliseconds */
                updated: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Challenge another member to a quiz pack
     * @description Both play the pack’s first level once (POST /games/score/create with challengeId); the challenger may play at once, the opponent after accepting. Refusals: PACK_CLOSED, CHALLENGE_OPEN (you two already have one open on this pack).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            opponentId: number;
            packId: number;
            message?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    challengeId: number;
                    /** @description PENDING: waiting for the opponent to accept; ACCEPTED: both may play; DECLINED; FINISHED: both have played */
                    status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'FINISHED';
                    /** @description What the challenger wrote */
                    message: string;
                    packId: number;
                    packName: string;
                    icon: string | null;
                    /** @description The level both play */
                    gameLevelId: number;
                    levelName: string;
                    challenger: {
                      account: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      played: boolean;
                      /** @description Your own once you played; the other side’s only once the challenge is finished */
                      score: {
                        points: number;
                        correctCount: number;
                        questionCount: number;
                        /** @description Milliseconds taken; less wins a tie on points */
                        timeValue: number;
                      } | null;
                    };
                    opponent: {
                      account: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      played: boolean;
                      /** @description Your own once you played; the other side’s only once the challenge is finished */
                      score: {
                        points: number;
                        correctCount: number;
                        questionCount: number;
                        /** @description Milliseconds taken; less wins a tie on points */
                        timeValue: number;
                      } | null;
                    };
                    isChallenger: boolean;
                    /** @description You are the opponent and have not answered yet */
                    canRespond: boolean;
                    /** @description You may play your one attempt now */
                    canPlay: boolean;
                    winnerId: number | null;
                    /** @description Epoch milliseconds */
                    created: number;
                    /** @description Epoch milliseconds */
                    updated: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/challenges/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A challenge you sent or received
     * @description 404 when it does not exist or you are not one of its two members.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                challengeId: number;
                /** @description PENDING: waiting for the opponent to accept; ACCEPTED: both may play; DECLINED; FINISHED: both have played */
                status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'FINISHED';
                /** @description What the challenger wrote */
                message: string;
                packId: number;
                packName: string;
                icon: string | null;
                /** @description The level both play */
                gameLevelId: number;
                levelName: string;
                challenger: {
                  account: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  played: boolean;
                  /** @description Your own once you played; the other side’s only once the challenge is finished */
                  score: {
                    points: number;
                    correctCount: number;
                    questionCount: number;
                    /** @description Milliseconds taken; less wins a tie on points */
                    timeValue: number;
                  } | null;
                };
                opponent: {
                  account: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  played: boolean;
                  /** @description Your own once you played; the other side’s only once the challenge is finished */
                  score: {
                    points: number;
                    correctCount: number;
                    questionCount: number;
                    /** @description Milliseconds taken; less wins a tie on points */
                    timeValue: number;
                  } | null;
                };
                isChallenger: boolean;
                /** @description You are the opponent and have not answered yet */
                canRespond: boolean;
                /** @description You may play your one attempt now */
                canPlay: boolean;
                winnerId: number | null;
                /** @description Epoch milliseconds */
                created: number;
                /** @description Epoch milliseconds */
                updated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/challenges/{id}/respond': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept or decline a challenge sent to you
     * @description 404 unless you are one of its members. Refusals: NOT_YOUR_ANSWER (you sent it), ALREADY_ANSWERED.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            /** @description true accepts, false declines */
            accept: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    challengeId: number;
                    /** @description PENDING: waiting for the opponent to accept; ACCEPTED: both may play; DECLINED; FINISHED: both have played */
                    status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'FINISHED';
                    /** @description What the challenger wrote */
                    message: string;
                    packId: number;
                    packName: string;
                    icon: string | null;
                    /** @description The level both play */
                    gameLevelId: number;
                    levelName: string;
                    challenger: {
                      account: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      played: boolean;
                      /** @description Your own once you played; the other side’s only once the challenge is finished */
                      score: {
                        points: number;
                        correctCount: number;
                        questionCount: number;
                        /** @description Milliseconds taken; less wins a tie on points */
                        timeValue: number;
                      } | null;
                    };
                    opponent: {
                      account: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      played: boolean;
                      /** @description Your own once you played; the other side’s only once the challenge is finished */
                      score: {
                        points: number;
                        correctCount: number;
                        questionCount: number;
                        /** @description Milliseconds taken; less wins a tie on points */
                        timeValue: number;
                      } | null;
                    };
                    isChallenger: boolean;
                    /** @description You are the opponent and have not answered yet */
                    canRespond: boolean;
                    /** @description You may play your one attempt now */
                    canPlay: boolean;
                    winnerId: number | null;
                    /** @description Epoch milliseconds */
                    created: number;
                    /** @description Epoch milliseconds */
                    updated: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a group chat with a name and members (you manage its members)
     * @description Members who follow you are in it at once; the others are invited (listed in `invited`, one CHAT_INVITE notification each) and see nothing of it until they accept. 404 names a member that does not exist. Counts against your new chats and, per member named, your invitations.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The group name (at most 80 characters) */
            title: string;
            /** @description Members besides you */
            accountIds: number[];
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    albumType: 'chat_single' | 'chat_group';
                    /** @description The group's name; for a one-to-one chat, the other member's name */
                    title: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    /** @description Who created it (for a group: who manages members) */
                    ownerId: number;
                    /** @description The other member's picture, or the creator's */
                    thumbnailURL: string;
                    members: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    }[];
                    /** @description A group: members invited who have not answered yet (not in it until they accept) */
                    invited: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    }[];
                    /** @description Members */
                    userCount: number;
                    lastMessage: {
                      noteId: number;
                      /** @description The chat */
                      albumId: number;
                      /** @description As written; always shown as text (links made clickable) */
                      comment: string;
                      owner: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      /** @description Epoch milliseconds */
                      dateCreated: number;
                      /** @description Epoch milliseconds */
                      updatedDate: number;
                      /** @description Changed after it was sent */
                      edited: boolean;
                      likesCount: number;
                      tags: string[];
                      clientMessageId: string | null;
                      assets: {
                        assetId: number;
                        fileName: string;
                        caption: string;
                        mimeType: string;
                        /** @description Within 320×320 px */
                        thumbnailURL: string;
                        /** @description Within 1080×1080 px */
                        coverURL: string;
                        /** @description Within 2048×2048 px */
                        fullURL: string;
                        width: number | null;
                        height: number | null;
                      }[];
                    } | null;
                    /** @description Others' messages after your lastReadNoteId */
                    unreadCount: number;
                    /** @description Yours */
                    lastReadNoteId: number;
                    /** @description You muted it: its messages do not notify you */
                    muted: boolean;
                    /** @description The other members' read positions */
                    readStates: {
                      accountId: number;
                      /** @description 0 when they have read nothing */
                      lastReadNoteId: number;
                    }[];
                    /** @description Epoch milliseconds */
                    dateCreated: number;
                    /** @description The last message, or creation (epoch ms) */
                    dateUpdated: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of your conversations, with its members and how far each has read
     * @description 404 when the chat does not exist or you are not one of its members.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number;
                albumType: 'chat_single' | 'chat_group';
                /** @description The group's name; for a one-to-one chat, the other member's name */
                title: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Who created it (for a group: who manages members) */
                ownerId: number;
                /** @description The other member's picture, or the creator's */
                thumbnailURL: string;
                members: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                }[];
                /** @description A group: members invited who have not answered yet (not in it until they accept) */
                invited: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                }[];
                /** @description Members */
                userCount: number;
                lastMessage: {
                  noteId: number;
                  /** @description The chat */
                  albumId: number;
                  /** @description As written; always shown as text (links made clickable) */
                  comment: string;
                  owner: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  /** @description Epoch milliseconds */
                  dateCreated: number;
                  /** @description Epoch milliseconds */
                  updatedDate: number;
                  /** @description Changed after it was sent */
                  edited: boolean;
                  likesCount: number;
                  tags: string[];
                  clientMessageId: string | null;
                  assets: {
                    assetId: number;
                    fileName: string;
                    caption: string;
                    mimeType: string;
                    /** @description Within 320×320 px */
                    thumbnailURL: string;
                    /** @description Within 1080×1080 px */
                    coverURL: string;
                    /** @description Within 2048×2048 px */
                    fullURL: string;
                    width: number | null;
                    height: number | null;
                  }[];
                } | null;
                /** @description Others' messages after your lastReadNoteId */
                unreadCount: number;
                /** @description Yours */
                lastReadNoteId: number;
                /** @description You muted it: its messages do not notify you */
                muted: boolean;
                /** @description The other members' read positions */
                readStates: {
                  accountId: number;
                  /** @description 0 when they have read nothing */
                  lastReadNoteId: number;
                }[];
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description The last message, or creation (epoch ms) */
                dateUpdated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/invitation/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an invitation: you join the group and see its messages
     * @description 404 when you have no invitation to that chat waiting for an answer.
     */
    post: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number;
                albumType: 'chat_single' | 'chat_group';
                /** @description The group's name; for a one-to-one chat, the other member's name */
                title: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Who created it (for a group: who manages members) */
                ownerId: number;
                /** @description The other member's picture, or the creator's */
                thumbnailURL: string;
                members: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                }[];
                /** @description A group: members invited who have not answered yet (not in it until they accept) */
                invited: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                }[];
                /** @description Members */
                userCount: number;
                lastMessage: {
                  noteId: number;
                  /** @description The chat */
                  albumId: number;
                  /** @description As written; always shown as text (links made clickable) */
                  comment: string;
                  owner: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  /** @description Epoch milliseconds */
                  dateCreated: number;
                  /** @description Epoch milliseconds */
                  updatedDate: number;
                  /** @description Changed after it was sent */
                  edited: boolean;
                  likesCount: number;
                  tags: string[];
                  clientMessageId: string | null;
                  assets: {
                    assetId: number;
                    fileName: string;
                    caption: string;
                    mimeType: string;
                    /** @description Within 320×320 px */
                    thumbnailURL: string;
                    /** @description Within 1080×1080 px */
                    coverURL: string;
                    /** @description Within 2048×2048 px */
                    fullURL: string;
                    width: number | null;
                    height: number | null;
                  }[];
                } | null;
                /** @description Others' messages after your lastReadNoteId */
                unreadCount: number;
                /** @description Yours */
                lastReadNoteId: number;
                /** @description You muted it: its messages do not notify you */
                muted: boolean;
                /** @description The other members' read positions */
                readStates: {
                  accountId: number;
                  /** @description 0 when they have read nothing */
                  lastReadNoteId: number;
                }[];
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description The last message, or creation (epoch ms) */
                dateUpdated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/invitation/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline an invitation: the group cannot invite you again
     * @description 404 when you have no invitation to that chat waiting for an answer.
     */
    post: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Leave a group chat
     * @description 404 when the chat does not exist or you are not one of its members. valid:false NOT_A_GROUP for a one-to-one chat.
     */
    post: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add members to a group you created
     * @description 404 when the chat does not exist or you are not one of its members. valid:false NOT_GROUP_CREATOR when you did not create it. As when creating a group, members who do not follow you are invited, not added; someone who declined this group is not asked again.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountIds: number[];
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    albumType: 'chat_single' | 'chat_group';
                    /** @description The group's name; for a one-to-one chat, the other member's name */
                    title: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    /** @description Who created it (for a group: who manages members) */
                    ownerId: number;
                    /** @description The other member's picture, or the creator's */
                    thumbnailURL: string;
                    members: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    }[];
                    /** @description A group: members invited who have not answered yet (not in it until they accept) */
                    invited: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    }[];
                    /** @description Members */
                    userCount: number;
                    lastMessage: {
                      noteId: number;
                      /** @description The chat */
                      albumId: number;
                      /** @description As written; always shown as text (links made clickable) */
                      comment: string;
                      owner: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      /** @description Epoch milliseconds */
                      dateCreated: number;
                      /** @description Epoch milliseconds */
                      updatedDate: number;
                      /** @description Changed after it was sent */
                      edited: boolean;
                      likesCount: number;
                      tags: string[];
                      clientMessageId: string | null;
                      assets: {
                        assetId: number;
                        fileName: string;
                        caption: string;
                        mimeType: string;
                        /** @description Within 320×320 px */
                        thumbnailURL: string;
                        /** @description Within 1080×1080 px */
                        coverURL: string;
                        /** @description Within 2048×2048 px */
                        fullURL: string;
                        width: number | null;
                        height: number | null;
                      }[];
                    } | null;
                    /** @description Others' messages after your lastReadNoteId */
                    unreadCount: number;
                    /** @description Yours */
                    lastReadNoteId: number;
                    /** @description You muted it: its messages do not notify you */
                    muted: boolean;
                    /** @description The other members' read positions */
                    readStates: {
                      accountId: number;
                      /** @description 0 when they have read nothing */
                      lastReadNoteId: number;
                    }[];
                    /** @description Epoch milliseconds */
                    dateCreated: number;
                    /** @description The last message, or creation (epoch ms) */
                    dateUpdated: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/members/{accountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member from a group you created, or take back an invitation
     * @description 404 when the chat does not exist or you are not one of its members. The removed member stops receiving the chat's events at once. valid:false NOT_GROUP_CREATOR when you did not create it.
     */
    delete: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
          accountId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    albumType: 'chat_single' | 'chat_group';
                    /** @description The group's name; for a one-to-one chat, the other member's name */
                    title: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    /** @description Who created it (for a group: who manages members) */
                    ownerId: number;
                    /** @description The other member's picture, or the creator's */
                    thumbnailURL: string;
                    members: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    }[];
                    /** @description A group: members invited who have not answered yet (not in it until they accept) */
                    invited: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    }[];
                    /** @description Members */
                    userCount: number;
                    lastMessage: {
                      noteId: number;
                      /** @description The chat */
                      albumId: number;
                      /** @description As written; always shown as text (links made clickable) */
                      comment: string;
                      owner: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      /** @description Epoch milliseconds */
                      dateCreated: number;
                      /** @description Epoch milliseconds */
                      updatedDate: number;
                      /** @description Changed after it was sent */
                      edited: boolean;
                      likesCount: number;
                      tags: string[];
                      clientMessageId: string | null;
                      assets: {
                        assetId: number;
                        fileName: string;
                        caption: string;
                        mimeType: string;
                        /** @description Within 320×320 px */
                        thumbnailURL: string;
                        /** @description Within 1080×1080 px */
                        coverURL: string;
                        /** @description Within 2048×2048 px */
                        fullURL: string;
                        width: number | null;
                        height: number | null;
                      }[];
                    } | null;
                    /** @description Others' messages after your lastReadNoteId */
                    unreadCount: number;
                    /** @description Yours */
                    lastReadNoteId: number;
                    /** @description You muted it: its messages do not notify you */
                    muted: boolean;
                    /** @description The other members' read positions */
                    readStates: {
                      accountId: number;
                      /** @description 0 when they have read nothing */
                      lastReadNoteId: number;
                    }[];
                    /** @description Epoch milliseconds */
                    dateCreated: number;
                    /** @description The last message, or creation (epoch ms) */
                    dateUpdated: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/mute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mute or unmute the chat for yourself
     * @description A muted chat still delivers its messages and unread counts; its messages just do not become notifications. 404 when the chat does not exist or you are not one of its members.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description true mutes the chat for you, false unmutes it */
            muted: boolean;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number;
                albumType: 'chat_single' | 'chat_group';
                /** @description The group's name; for a one-to-one chat, the other member's name */
                title: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Who created it (for a group: who manages members) */
                ownerId: number;
                /** @description The other member's picture, or the creator's */
                thumbnailURL: string;
                members: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                }[];
                /** @description A group: members invited who have not answered yet (not in it until they accept) */
                invited: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                }[];
                /** @description Members */
                userCount: number;
                lastMessage: {
                  noteId: number;
                  /** @description The chat */
                  albumId: number;
                  /** @description As written; always shown as text (links made clickable) */
                  comment: string;
                  owner: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  /** @description Epoch milliseconds */
                  dateCreated: number;
                  /** @description Epoch milliseconds */
                  updatedDate: number;
                  /** @description Changed after it was sent */
                  edited: boolean;
                  likesCount: number;
                  tags: string[];
                  clientMessageId: string | null;
                  assets: {
                    assetId: number;
                    fileName: string;
                    caption: string;
                    mimeType: string;
                    /** @description Within 320×320 px */
                    thumbnailURL: string;
                    /** @description Within 1080×1080 px */
                    coverURL: string;
                    /** @description Within 2048×2048 px */
                    fullURL: string;
                    width: number | null;
                    height: number | null;
                  }[];
                } | null;
                /** @description Others' messages after your lastReadNoteId */
                unreadCount: number;
                /** @description Yours */
                lastReadNoteId: number;
                /** @description You muted it: its messages do not notify you */
                muted: boolean;
                /** @description The other members' read positions */
                readStates: {
                  accountId: number;
                  /** @description 0 when they have read nothing */
                  lastReadNoteId: number;
                }[];
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description The last message, or creation (epoch ms) */
                dateUpdated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A chat's messages, newest first, paged backwards by cursor
     * @description Pass the previous page's nextCursor for older messages. 404 when the chat does not exist or you are not one of its members.
     */
    get: {
      parameters: {
        query?: {
          /** @description nextCursor of the previous page (older messages); leave out for the newest */
          cursor?: string;
          /** @description Messages per page (default 30, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              /** @description Newest first */
              items: {
                noteId: number;
                /** @description The chat */
                albumId: number;
                /** @description As written; always shown as text (links made clickable) */
                comment: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                updatedDate: number;
                /** @description Changed after it was sent */
                edited: boolean;
                likesCount: number;
                tags: string[];
                clientMessageId: string | null;
                assets: {
                  assetId: number;
                  fileName: string;
                  caption: string;
                  mimeType: string;
                  /** @description Within 320×320 px */
                  thumbnailURL: string;
                  /** @description Within 1080×1080 px */
                  coverURL: string;
                  /** @description Within 2048×2048 px */
                  fullURL: string;
                  width: number | null;
                  height: number | null;
                }[];
              }[];
              count: number;
              /** @description Messages in the chat */
              countTotal: number;
              hasMoreResults: boolean;
              /** @description Always 0: history pages by cursor */
              start: number;
              limit: number;
              nextCursor: string | null;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Send a message: text, links and up to 10 photos
     * @description At most 4,000 characters, stored as written. Upload each photo first with POST /assets. clientMessageId makes sending idempotent: the same id again returns the stored message and sends nothing new. 400 for an empty message, a longer text or a photo that is not yours. 404 when the chat does not exist or you are not one of its members. In a one-to-one chat, after 3 messages the other member has not answered (and while they do not follow you), valid:false AWAITING_REPLY.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            comment?: string;
            /** @description Photos uploaded with POST /assets (at most 10) */
            uploadIds?: string[];
            /** @description Your id for this message: sending it again returns the stored message */
            clientMessageId: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    noteId: number;
                    /** @description The chat */
                    albumId: number;
                    /** @description As written; always shown as text (links made clickable) */
                    comment: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    /** @description Epoch milliseconds */
                    dateCreated: number;
                    /** @description Epoch milliseconds */
                    updatedDate: number;
                    /** @description Changed after it was sent */
                    edited: boolean;
                    likesCount: number;
                    tags: string[];
                    clientMessageId: string | null;
                    assets: {
                      assetId: number;
                      fileName: string;
                      caption: string;
                      mimeType: string;
                      /** @description Within 320×320 px */
                      thumbnailURL: string;
                      /** @description Within 1080×1080 px */
                      coverURL: string;
                      /** @description Within 2048×2048 px */
                      fullURL: string;
                      width: number | null;
                      height: number | null;
                    }[];
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/notes/{noteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the text of your message
     * @description 404 when the message does not exist, is somebody else's, or the chat is not yours.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          noteId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            comment: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                noteId: number;
                /** @description The chat */
                albumId: number;
                /** @description As written; always shown as text (links made clickable) */
                comment: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                updatedDate: number;
                /** @description Changed after it was sent */
                edited: boolean;
                likesCount: number;
                tags: string[];
                clientMessageId: string | null;
                assets: {
                  assetId: number;
                  fileName: string;
                  caption: string;
                  mimeType: string;
                  /** @description Within 320×320 px */
                  thumbnailURL: string;
                  /** @description Within 1080×1080 px */
                  coverURL: string;
                  /** @description Within 2048×2048 px */
                  fullURL: string;
                  width: number | null;
                  height: number | null;
                }[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete your message and its photos
     * @description 404 when the message does not exist, is somebody else's, or the chat is not yours.
     */
    delete: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
          noteId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark the chat read up to a message (the others see "Seen")
     * @description Never moves back. 404 when the chat does not exist or you are not one of its members.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Newest message seen */
            noteId: number;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                lastReadNoteId: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{id}/typing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Tell the other members you are typing (live only, not stored)
     * @description 404 when the chat does not exist or you are not one of its members.
     */
    post: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many messages in your chats you have not read (the Chat badge)
     * @description Live: the `chat-unread` event carries the same count as `count`.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                unreadCount: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your invitations to group chats that wait for your answer, newest first
     * @description At most 50. An invitation shows the group's name, who invited you and how many are in it; nothing else of the chat until you accept.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                /** @description The group chat */
                albumId: number;
                /** @description The group's name */
                title: string;
                inviter: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Members of the group now */
                memberCount: number;
                /** @description When you were invited (epoch ms) */
                dateCreated: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your conversations, most recent first, with last message and unread count */
    get: {
      parameters: {
        query?: {
          /** @description Offset (default 0) */
          start?: number;
          /** @description Page size (default 30, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                albumId: number;
                albumType: 'chat_single' | 'chat_group';
                /** @description The group's name; for a one-to-one chat, the other member's name */
                title: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Who created it (for a group: who manages members) */
                ownerId: number;
                /** @description The other member's picture, or the creator's */
                thumbnailURL: string;
                members: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                }[];
                /** @description A group: members invited who have not answered yet (not in it until they accept) */
                invited: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                }[];
                /** @description Members */
                userCount: number;
                lastMessage: {
                  noteId: number;
                  /** @description The chat */
                  albumId: number;
                  /** @description As written; always shown as text (links made clickable) */
                  comment: string;
                  owner: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  /** @description Epoch milliseconds */
                  dateCreated: number;
                  /** @description Epoch milliseconds */
                  updatedDate: number;
                  /** @description Changed after it was sent */
                  edited: boolean;
                  likesCount: number;
                  tags: string[];
                  clientMessageId: string | null;
                  assets: {
                    assetId: number;
                    fileName: string;
                    caption: string;
                    mimeType: string;
                    /** @description Within 320×320 px */
                    thumbnailURL: string;
                    /** @description Within 1080×1080 px */
                    coverURL: string;
                    /** @description Within 2048×2048 px */
                    fullURL: string;
                    width: number | null;
                    height: number | null;
                  }[];
                } | null;
                /** @description Others' messages after your lastReadNoteId */
                unreadCount: number;
                /** @description Yours */
                lastReadNoteId: number;
                /** @description You muted it: its messages do not notify you */
                muted: boolean;
                /** @description The other members' read positions */
                readStates: {
                  accountId: number;
                  /** @description 0 when they have read nothing */
                  lastReadNoteId: number;
                }[];
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description The last message, or creation (epoch ms) */
                dateUpdated: number;
              }[];
              count: number;
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
              /** @description Unread messages across all your chats */
              unreadTotal: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/single': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start (or reopen) your one-to-one chat with a member
     * @description Idempotent: a pair has one chat, however often or however concurrently either of them starts it. 404 for an unknown member, 400 for yourself; refused (BLOCKED) while either of you blocked the other. A chat with someone new counts against your new chats (429 past it).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The other member */
            accountId: number;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    albumId: number;
                    albumType: 'chat_single' | 'chat_group';
                    /** @description The group's name; for a one-to-one chat, the other member's name */
                    title: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    /** @description Who created it (for a group: who manages members) */
                    ownerId: number;
                    /** @description The other member's picture, or the creator's */
                    thumbnailURL: string;
                    members: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    }[];
                    /** @description A group: members invited who have not answered yet (not in it until they accept) */
                    invited: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    }[];
                    /** @description Members */
                    userCount: number;
                    lastMessage: {
                      noteId: number;
                      /** @description The chat */
                      albumId: number;
                      /** @description As written; always shown as text (links made clickable) */
                      comment: string;
                      owner: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      /** @description Epoch milliseconds */
                      dateCreated: number;
                      /** @description Epoch milliseconds */
                      updatedDate: number;
                      /** @description Changed after it was sent */
                      edited: boolean;
                      likesCount: number;
                      tags: string[];
                      clientMessageId: string | null;
                      assets: {
                        assetId: number;
                        fileName: string;
                        caption: string;
                        mimeType: string;
                        /** @description Within 320×320 px */
                        thumbnailURL: string;
                        /** @description Within 1080×1080 px */
                        coverURL: string;
                        /** @description Within 2048×2048 px */
                        fullURL: string;
                        width: number | null;
                        height: number | null;
                      }[];
                    } | null;
                    /** @description Others' messages after your lastReadNoteId */
                    unreadCount: number;
                    /** @description Yours */
                    lastReadNoteId: number;
                    /** @description You muted it: its messages do not notify you */
                    muted: boolean;
                    /** @description The other members' read positions */
                    readStates: {
                      accountId: number;
                      /** @description 0 when they have read nothing */
                      lastReadNoteId: number;
                    }[];
                    /** @description Epoch milliseconds */
                    dateCreated: number;
                    /** @description The last message, or creation (epoch ms) */
                    dateUpdated: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/edy/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete one of your conversations with Edy (a chat_bot album)
     * @description 404 when it does not exist or is not yours.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/edy/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask Edy a typed question; the answer streams back as server-sent events
     * @description The answer as `text/event-stream`, one JSON object per event:
     *     - `start` `{transcript, albumId, engine, suggestions}`: the items the built-in answer
     *       cites (empty while a language model is still searching);
     *     - `token` `{text}`: the next piece of the answer, in order;
     *     - `notice` `{message}`: the configured language model failed before saying anything, so
     *       the built-in engine answers instead;
     *     - `error` `{message, errorCode}`: the answer broke off; what was sent stays valid and is
     *       saved as it stands;
     *     - `done` `{reply, albumId, status, suggestions}`: the whole answer (status `complete` or
     *       `interrupted`) and the items it cites: only items a search returned for this member.
     *     Questions about an emergency, medical or legal advice or driving after use are answered
     *     by the built-in safe answers, never by a language model, and never with products.
     *     A question that cannot be asked (bad input, a conversation that is not yours) is answered
     *     before the stream starts with the usual JSON error envelope.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The typed question (at most 1000 characters) */
            textnoaudio: string;
            /** @description The conversation so far, oldest first */
            answers?: {
              role: 'user' | 'assistant';
              text: string;
            }[];
            /** @description Your chat_bot conversation to save this exchange to */
            albumId?: number;
            /** @description true to save this exchange to a new conversation */
            newConversation?: boolean;
            latitude?: number;
            longitude?: number;
            /** @description Your IANA time zone (e.g. America/Chicago), for "tonight", "this weekend" and "open now"; the API's own when absent */
            timeZone?: string;
          };
        };
      };
      responses: {
        /** @description Server-sent events (see above) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': string;
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/edy/stt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask Edy, the assistant, a typed (textnoaudio) or spoken (file) question
     * @description multipart/form-data. Edy answers from what Canopy holds that you may see (events, shops, offers, trainings, groups, channels, quiz packs, members, posts), with links in `suggestions`; a configured language model answers through the same searches (the built-in answer if it fails). A recording (audio/*, at most 10 MiB and 60 s; 415 or 413 otherwise) is transcribed by the configured speech-to-text server, or without one by the offline recogniser, which reads WAV only and knows the assistant's own questions (offers, shops, events near me, under N dollars, more, quizzes); what it cannot make out is HTTP 200 `valid:false, errorCode:NOT_UNDERSTOOD`. With albumId (your own chat_bot album, else 404) or newConversation=true the exchange is saved to that conversation.
     */
    post: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description JSON text of the conversation so far: a list of {role, text} */
            answers?: string;
            /** @description The typed question (at most 1000 characters) */
            textnoaudio?: string;
            /** @description The recorded question: an audio/* file of at most 10 MiB */
            file?: string;
            /** @description The voice the client speaks the reply in; returned as sent */
            voiceId?: string;
            /** @description Your chat_bot conversation album to save this exchange to */
            albumId?: string;
            /** @description "true" to save this exchange to a new conversation */
            newConversation?: string;
            /** @description Your latitude, for distances to shops */
            latitude?: string;
            /** @description Your longitude */
            longitude?: string;
            /** @description Your IANA time zone (e.g. America/Chicago), for "tonight", "this weekend" and "open now"; the API's own when absent */
            timeZone?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    /** @description The question as understood (typed or transcribed) */
                    transcript: string;
                    reply: string;
                    voiceId: string | null;
                    albumId: number | null;
                    /** @description The items the reply cites (only items the member may see) */
                    suggestions: {
                      /** @description ALBUM (a post), EVENT, TRAINING, GROUP, CHANNEL, OFFER, RETAILER, QUIZ_PACK, PERSON or PAGE (a page of the app, such as the terms) */
                      type: string;
                      /** @description albumId, offerLocationId, retailerLocationId, packId, accountId or a page number */
                      id: number;
                      title: string;
                      subtitle: string;
                      /** @description The web route to open, e.g. /browse/marketplace/product/12 */
                      link: string;
                      imageURL: string | null;
                      priceCents: number | null;
                      distance: number | null;
                    }[];
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emoji-reactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The emoji reactions of posts and comments, with your own
     * @description Counts of each reaction given (thumbs-up, heart, laugh, wow, sad, thanks), in that order, and the one you gave, for each post (albumIds) and comment (noteIds) named that you may read; the others are left out. At most 100 ids in all.
     */
    get: {
      parameters: {
        query?: {
          /** @description Posts (albums), comma-separated; at most 100 ids in all */
          albumIds?: string | string[];
          /** @description Comments (notes), comma-separated */
          noteIds?: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                albumId: number | null;
                noteId: number | null;
                counts: {
                  /**
                   * @description One of thumbs-up, heart, laugh, wow, sad, thanks
                   * @enum {unknown}
                   */
                  reaction: 'thumbs-up' | 'heart' | 'laugh' | 'wow' | 'sad' | 'thanks';
                  count: number;
                }[];
                mine: ('thumbs-up' | 'heart' | 'laugh' | 'wow' | 'sad' | 'thanks') | null;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * React to a post or a comment with an emoji, or change your reaction
     * @description One reaction (thumbs-up, heart, laugh, wow, sad, thanks) per member on each post (albumId) or comment (noteId): reacting again changes it. A post or comment you may not read is 404. The post's readers who are connected hear the new counts live (emoji-reactions).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            albumId?: number;
            noteId?: number;
            /**
             * @description One of thumbs-up, heart, laugh, wow, sad, thanks
             * @enum {unknown}
             */
            reaction: 'thumbs-up' | 'heart' | 'laugh' | 'wow' | 'sad' | 'thanks';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number | null;
                noteId: number | null;
                counts: {
                  /**
                   * @description One of thumbs-up, heart, laugh, wow, sad, thanks
                   * @enum {unknown}
                   */
                  reaction: 'thumbs-up' | 'heart' | 'laugh' | 'wow' | 'sad' | 'thanks';
                  count: number;
                }[];
                mine: ('thumbs-up' | 'heart' | 'laugh' | 'wow' | 'sad' | 'thanks') | null;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Take your emoji reaction back
     * @description Name the post (albumId) or the comment (noteId) in the query. Having none is no error; a post or comment you may not read is 404.
     */
    delete: {
      parameters: {
        query?: {
          albumId?: number;
          noteId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                albumId: number | null;
                noteId: number | null;
                counts: {
                  /**
                   * @description One of thumbs-up, heart, laugh, wow, sad, thanks
                   * @enum {unknown}
                   */
                  reaction: 'thumbs-up' | 'heart' | 'laugh' | 'wow' | 'sad' | 'thanks';
                  count: number;
                }[];
                mine: ('thumbs-up' | 'heart' | 'laugh' | 'wow' | 'sad' | 'thanks') | null;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event as an iCalendar (.ics) file, in its own time zone */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description text/calendar */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/attendance/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who attends an event (albumId), newest first
     * @description Name the event album by albumId. Shops do not host events on Canopy yet, so offerLocationId alone gives an empty list.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          albumId?: number;
          offerLocationId?: number;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                event: {
                  eventId: number;
                  title: string;
                };
                attendee: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                friend: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                } | null;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Favorite an offer at a shop, a retailer location or a post (album)
     * @description Send offerLocationId, retailerLocationId or albumId. Favoriting twice is harmless. An album you may not open is 404; the album's favoriteCount counts each member once.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            offerLocationId?: number;
            retailerLocationId?: number;
            albumId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                favoriteId: number;
                favoritableType: 'OFFER_LOCATION' | 'RETAILER_LOCATION' | 'ALBUM';
                favoritableId: number;
                offerLocationId: number | null;
                retailerLocationId: number | null;
                /** @description Epoch ms */
                created: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Remove a favorite
     * @description Name it by favoriteId, offerLocationId, retailerLocationId or albumId, in the query or the body. A favoriteId that is not yours is 404.
     */
    delete: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          offerLocationId?: number;
          retailerLocationId?: number;
          albumId?: number;
          favoriteId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            offerLocationId?: number;
            retailerLocationId?: number;
            albumId?: number;
            favoriteId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/flagable/flag/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report an album, a comment, a chat message or a member for review
     * @description With a reason (required but for albums; OTHER needs a flagDescription). One report per member per item: a second is HTTP 200 with `valid:false, errorCode:ALREADY_FLAGGED`; your own item (or yourself) is `valid:false, errorCode:OWN_ITEM`. An album's flagCount goes up by one; flagged by 3 members it is hidden from everybody but its owner until reviewed. 404 when the item does not exist or is hidden from you (a chat message: when you are not in its chat).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The item id */
            flagableId: number;
            /** @description What kind of item: ALBUM (flagableId an album id), NOTE (a comment id), CHAT_MESSAGE (a chat message id; you must be in the chat) or ACCOUNT (a member id) */
            flagableType: 'ALBUM' | 'NOTE' | 'CHAT_MESSAGE' | 'ACCOUNT';
            /** @description Spam, harassment, an illegal sale, an under-age member, or OTHER (say why) */
            reason?: 'SPAM' | 'HARASSMENT' | 'ILLEGAL_SALE' | 'UNDER_AGE' | 'OTHER';
            /** @description Why it should be reviewed (at most 500 characters) */
            flagDescription?: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    flagId: number;
                    flagableId: number;
                    flagableType: string;
                    flagDescription: string;
                    /** @description Null on reports made before reasons existed */
                    reason: ('SPAM' | 'HARASSMENT' | 'ILLEGAL_SALE' | 'UNDER_AGE' | 'OTHER') | null;
                    /** @description Epoch milliseconds */
                    createdDate: number;
                    /** @description Flags on the item now, from every member */
                    flagCount: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/flagable/flag/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take back your report on an item
     * @description An album's flagCount goes down by one. 404 when the item is hidden from you or you have not reported it.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The item id */
            flagableId: number;
            /** @description What kind of item: ALBUM (flagableId an album id), NOTE (a comment id), CHAT_MESSAGE (a chat message id; you must be in the chat) or ACCOUNT (a member id) */
            flagableType: 'ALBUM' | 'NOTE' | 'CHAT_MESSAGE' | 'ACCOUNT';
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                flagableId: number;
                flagableType: string;
                flagCount: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/flagable/flag/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your flag on an item, or item null when you have not flagged it
     * @description 404 when the item does not exist or is hidden from you.
     */
    get: {
      parameters: {
        query: {
          /** @description The item id */
          flagableId: number;
          /** @description What kind of item: ALBUM (flagableId an album id), NOTE (a comment id), CHAT_MESSAGE (a chat message id; you must be in the chat) or ACCOUNT (a member id) */
          flagableType: 'ALBUM' | 'NOTE' | 'CHAT_MESSAGE' | 'ACCOUNT';
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                flagId: number;
                flagableId: number;
                flagableType: string;
                flagDescription: string;
                /** @description Null on reports made before reasons existed */
                reason: ('SPAM' | 'HARASSMENT' | 'ILLEGAL_SALE' | 'UNDER_AGE' | 'OTHER') | null;
                /** @description Epoch milliseconds */
                createdDate: number;
                /** @description Flags on the item now, from every member */
                flagCount: number;
              } | null;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/flagable/flag/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every item you reported, newest first (to show each as reported) */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                flagableId: number;
                /** @description What kind of item: ALBUM (flagableId an album id), NOTE (a comment id), CHAT_MESSAGE (a chat message id; you must be in the chat) or ACCOUNT (a member id) */
                flagableType: 'ALBUM' | 'NOTE' | 'CHAT_MESSAGE' | 'ACCOUNT';
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Lock in an answer to a question (game object) and hear whether it is right
     * @description The first answer sent for a question served to you is locked in for good, and only then is the right answer told, with the time the server measured. Every scoring of its level counts it, and sending another answer returns the first one’s verdict (alreadyAnswered). Refusals: QUESTION_NOT_SERVED (POST /games/level/{id}/next first), LEVEL_LOCKED.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            /** @description The answer chosen */
            answerId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    gameObjectId: number;
                    answerId: number | null;
                    correct: boolean;
                    /** @description Told only once your answer is locked in */
                    correctAnswerId: number;
                    /** @description An answer was locked in before; this is its verdict, not the new one */
                    alreadyAnswered: boolean;
                    /** @description Milliseconds from when the question was served to when the answer was locked */
                    timeValue: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{id}/hint': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A hint for a question (game object)
     * @description For the question on screen: served and not answered yet (QUESTION_NOT_SERVED, ALREADY_ANSWERED otherwise). Strikes out a wrong answer when two or more are wrong, once bought with tickets (POST /orders with gameObjectId; HINT_NOT_BOUGHT until then). The question is then worth half; asking again is free.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    gameObjectId: number;
                    hint: string;
                    eliminatedAnswerIds: number[];
                    /** @description What the question is worth in your next attempt */
                    points: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/level/{id}/next': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Serve your next question of a level and start its clock
     * @description The first question of the level, in order, that you have not answered. Its clock starts the first time it is served (serving it again, say after a reload, does not restart it) and stops when your answer is locked in; a question counts at most 5 minutes. Refusals: LEVEL_LOCKED, PACK_CLOSED, LEVEL_ANSWERED (every question is answered: POST /games/score/create scores it).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    /** @description The game object id hints and tournament votes use */
                    id: number;
                    question: string;
                    image: string | null;
                    videoURL: string | null;
                    answers: {
                      id: number;
                      text: string;
                    }[];
                    points: number;
                    ticketCount: number;
                    /** @description What its hint costs (POST /orders) */
                    hintTicketCost: number;
                    gameLevelId: number;
                    /** @description Its place in the level, from 1 */
                    position: number;
                    /** @description Questions in the level */
                    questionCount: number;
                    /** @description Epoch milliseconds: when it was first served to you, its clock’s start */
                    servedAt: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/pack/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A quiz pack with its levels, the questions served to you and your progress
     * @description A level lists the questions served to you so far (POST /games/level/{id}/next serves the next), their answers without saying which is right: that is told once your answer is locked in (POST /games/{id}/answer). A level unlocks once the one before it has been played.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                packId: number;
                name: string;
                description: string;
                icon: string | null;
                background: string | null;
                packType: string;
                levelCount: number;
                /** @description You have completed every level */
                completed: boolean;
                ticketCount: number;
                points: number;
                price: number;
                startDate: number | null;
                endDate: number | null;
                active: boolean;
                levels: {
                  gameLevelId: number;
                  name: string;
                  description: string;
                  /** @description EASY, MEDIUM or HARD */
                  difficulty: string;
                  questionCount: number;
                  /** @description The most tickets the level can earn you */
                  ticketCount: number;
                  /** @description The most points the level is worth */
                  points: number;
                  /** @description Play the level before it to unlock it */
                  locked: boolean;
                  /** @description You got at least half of it right once */
                  completed: boolean;
                  bestPoints: number;
                  /** @description Tickets you have earned on this level so far */
                  ticketsEarned: number;
                  /** @description Your latest attempts, newest first */
                  scores: {
                    scoreId: number;
                    points: number;
                    correctCount: number;
                    questionCount: number;
                    completed: boolean;
                    /** @description Milliseconds taken */
                    timeValue: number;
                    ticketsEarned: number;
                    missionId: number | null;
                    /** @description Epoch milliseconds */
                    created: number;
                  }[];
                  /** @description Questions of it you have answered: an answer, once locked in, is final */
                  answeredCount: number;
                  /** @description The questions served to you so far, in play order (POST /games/level/{id}/next serves the next one and starts its clock) */
                  gameObjects: {
                    /** @description The game object id hints and tournament votes use */
                    id: number;
                    question: string;
                    image: string | null;
                    videoURL: string | null;
                    answers: {
                      id: number;
                      text: string;
                    }[];
                    points: number;
                    ticketCount: number;
                    /** @description What its hint costs (POST /orders) */
                    hintTicketCost: number;
                  }[];
                }[];
                /** @description Your best points summed over the levels */
                pointsEarned: number;
                ticketsEarned: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/pack/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Quiz packs with their levels */
    get: {
      parameters: {
        query?: {
          keyword?: string;
          packType?: string;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                packId: number;
                name: string;
                description: string;
                icon: string | null;
                background: string | null;
                packType: string;
                levelCount: number;
                /** @description You have completed every level */
                completed: boolean;
                ticketCount: number;
                points: number;
                price: number;
                startDate: number | null;
                endDate: number | null;
                active: boolean;
                levels: {
                  gameLevelId: number;
                  name: string;
                  description: string;
                  /** @description EASY, MEDIUM or HARD */
                  difficulty: string;
                  questionCount: number;
                  ticketCount: number;
                }[];
                /** @description How many of its levels you have completed */
                levelsCompleted: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/score/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Score a level
     * @description Locks in the answers sent for questions still open, and every other open question of the level with no answer; an answer locked before stands whatever is sent. The server scores the locked answers, times the level as the sum of its questions’ measured times (timeTaken is ignored), records it and pays tickets for correct answers, at most once per level in all. A level is scored once per place: outside any tournament, and once in each tournament (missionId); submitting it again answers the first result, changed in nothing. A challenge (challengeId) takes the level’s result outside tournaments as its attempt. Refusals: LEVEL_LOCKED, PACK_CLOSED, TOURNAMENT_NOT_STARTED, TOURNAMENT_ENDED.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            packId: number;
            gameLevelId: number;
            missionId?: number;
            /** @description The challenge this is your one attempt at */
            challengeId?: number;
            /** @description One per question answered; questions left out count as wrong */
            answers: {
              gameObjectId: number;
              answerId: number;
            }[];
            /** @description Ignored, kept for older clients: the server times each question from when it served it to when its answer was locked in */
            timeTaken?: number;
            /** @description Chosen by the client per attempt; repeating it returns the first result */
            idempotencyKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    scoreId: number;
                    points: number;
                    correctCount: number;
                    questionCount: number;
                    completed: boolean;
                    /** @description Milliseconds taken */
                    timeValue: number;
                    ticketsEarned: number;
                    missionId: number | null;
                    /** @description Epoch milliseconds */
                    created: number;
                    packId: number;
                    gameLevelId: number;
                    /** @description Your best on this level (in this tournament) */
                    bestPoints: number;
                    /** @description Your ticket balance afterwards */
                    ticketCount: number;
                    results: {
                      gameObjectId: number;
                      answerId: number | null;
                      correct: boolean;
                      correctAnswerId: number;
                      points: number;
                      /** @description A hint halved this question */
                      hintUsed: boolean;
                    }[];
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Conflict */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/ticket/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your ticket balance */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                /** @description Your ticket balance */
                count: number;
                /** @enum {string} */
                type: 'TICKETS';
                /** @description Tickets earned in all */
                earned: number;
                /** @description Tickets spent in all */
                spent: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database reachability */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                /** @enum {string} */
                status: 'ok';
                /** @enum {unknown} */
                database: 'pglite' | 'postgres';
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Database unreachable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An invite, by its token
     * @description 404 for an unknown or expired token, or an album you may not see.
     */
    get: {
      parameters: {
        query: {
          /** @description The opaque invite token */
          token: string;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    /** @description The opaque invite token */
                    token: string;
                    /** @description The web app link that opens the invite */
                    url: string;
                    inviter: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    inviteText: string;
                    albumTitle: string;
                    albumCoverUrl: string | null;
                    album: {
                      albumId: number;
                      albumType: string;
                      owner: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      ownerId: number;
                      title: string;
                      description: string;
                      coverURL: string | null;
                      fullURL: string | null;
                      thumbnailURL: string | null;
                      /** @description IMAGE, AUDIO or VIDEO */
                      mediaType: string;
                      tags: string[];
                      /** @description PUBLIC, PRIVATE or FRIENDS */
                      visibility: string;
                      categoryIds: number[];
                      startDate: number | null;
                      endDate: number | null;
                      assetCount: number;
                      likeCount: number;
                      dislikeCount: number;
                      commentsCount: number;
                      favoriteCount: number;
                      sharedCount: number;
                      viewedCount: number;
                      clickedCount: number;
                      userCount: number;
                      flagCount: number;
                      latitude: number | null;
                      longitude: number | null;
                      locationDescription: string | null;
                      distance: number | null;
                      /** @description Epoch milliseconds */
                      dateCreated: number;
                      /** @description Epoch milliseconds */
                      dateUpdated: number;
                      hasLiked: boolean;
                      favorite: boolean;
                      favoriteId: number | null;
                      metaData: {
                        [key: string]: unknown;
                      };
                      publicPermissions: {
                        read: boolean;
                        write: boolean;
                        delete: boolean;
                        add: boolean;
                      };
                      totalEpisodes: number;
                      parentAlbumId: number | null;
                      /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                      accessLocked: boolean;
                    };
                    offerId: null;
                    offerLocationId: null;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invite/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join the album of an invite (and befriend the inviter with autoFriend)
     * @description Accepting your own invite (`INVITE_OWN`) or one you already accepted (`INVITE_ALREADY_ACCEPTED`) is HTTP 200 with `valid:false`. 404 for an unknown or expired token.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The opaque invite token */
            token: string;
            /** @description Befriend the inviter (default false) */
            autoFriend?: boolean;
            /** @description Accepted for compatibility; album invites carry no event */
            autoAttendEvent?: boolean;
            /** @description Accepted for compatibility; album invites carry no offer */
            autoFavoriteOffer?: boolean;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    album: {
                      albumId: number;
                      albumType: string;
                      owner: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      ownerId: number;
                      title: string;
                      description: string;
                      coverURL: string | null;
                      fullURL: string | null;
                      thumbnailURL: string | null;
                      /** @description IMAGE, AUDIO or VIDEO */
                      mediaType: string;
                      tags: string[];
                      /** @description PUBLIC, PRIVATE or FRIENDS */
                      visibility: string;
                      categoryIds: number[];
                      startDate: number | null;
                      endDate: number | null;
                      assetCount: number;
                      likeCount: number;
                      dislikeCount: number;
                      commentsCount: number;
                      favoriteCount: number;
                      sharedCount: number;
                      viewedCount: number;
                      clickedCount: number;
                      userCount: number;
                      flagCount: number;
                      latitude: number | null;
                      longitude: number | null;
                      locationDescription: string | null;
                      distance: number | null;
                      /** @description Epoch milliseconds */
                      dateCreated: number;
                      /** @description Epoch milliseconds */
                      dateUpdated: number;
                      hasLiked: boolean;
                      favorite: boolean;
                      favoriteId: number | null;
                      metaData: {
                        [key: string]: unknown;
                      };
                      publicPermissions: {
                        read: boolean;
                        write: boolean;
                        delete: boolean;
                        add: boolean;
                      };
                      totalEpisodes: number;
                      parentAlbumId: number | null;
                      /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                      accessLocked: boolean;
                    };
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invite/album': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite people to an album you can see: returns a link with an opaque token
     * @description 404 when the album does not exist or is hidden from you. Carts and assistant conversations cannot be shared (HTTP 200, `errorCode: ALBUM_NOT_SHAREABLE`). Members named in `receiverAccountIds` who may open the album get an `ALBUM_INVITE` notification that opens the invite.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            albumId: number;
            /** @description Members to notify of the invite. Only those who may open the album are told; anyone else (and you) is skipped without a word. */
            receiverAccountIds?: number[];
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    /** @description The opaque invite token */
                    token: string;
                    /** @description The web app link that opens the invite */
                    url: string;
                    inviter: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    inviteText: string;
                    albumTitle: string;
                    albumCoverUrl: string | null;
                    album: {
                      albumId: number;
                      albumType: string;
                      owner: {
                        accountId: number;
                        display: string;
                        username: string;
                        profileImage: string;
                        /** @description MEMBER or OPERATOR */
                        accountType: string;
                        locationDisplay: string | null;
                      };
                      ownerId: number;
                      title: string;
                      description: string;
                      coverURL: string | null;
                      fullURL: string | null;
                      thumbnailURL: string | null;
                      /** @description IMAGE, AUDIO or VIDEO */
                      mediaType: string;
                      tags: string[];
                      /** @description PUBLIC, PRIVATE or FRIENDS */
                      visibility: string;
                      categoryIds: number[];
                      startDate: number | null;
                      endDate: number | null;
                      assetCount: number;
                      likeCount: number;
                      dislikeCount: number;
                      commentsCount: number;
                      favoriteCount: number;
                      sharedCount: number;
                      viewedCount: number;
                      clickedCount: number;
                      userCount: number;
                      flagCount: number;
                      latitude: number | null;
                      longitude: number | null;
                      locationDescription: string | null;
                      distance: number | null;
                      /** @description Epoch milliseconds */
                      dateCreated: number;
                      /** @description Epoch milliseconds */
                      dateUpdated: number;
                      hasLiked: boolean;
                      favorite: boolean;
                      favoriteId: number | null;
                      metaData: {
                        [key: string]: unknown;
                      };
                      publicPermissions: {
                        read: boolean;
                        write: boolean;
                        delete: boolean;
                        add: boolean;
                      };
                      totalEpisodes: number;
                      parentAlbumId: number | null;
                      /** @description Its access tags, or those of the channel or group it is written in, do not open it to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, counts and its own metaData access_* keys); the description, tags, location, other metaData and photos are left out, and a post's title and cover too (its first line and photo) */
                      accessLocked: boolean;
                    };
                    offerId: null;
                    offerLocationId: null;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leaderboard/personal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where you stand on every board, your tournaments included */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description POINTS: best points per level, summed; TICKETS: tickets earned; LEVELS: levels completed */
          rankType?: 'POINTS' | 'TICKETS' | 'LEVELS';
          /** @description Which plays count: ALL (the default), or those of the last 30 days, 7 days or 24 hours */
          window?: 'ALL' | 'MONTH' | 'WEEK' | 'DAY';
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                /** @description POINTS: best points per level, summed; TICKETS: tickets earned; LEVELS: levels completed */
                rankType: 'POINTS' | 'TICKETS' | 'LEVELS';
                missionId: number | null;
                /** @description The board: "Points", or the tournament title */
                title: string;
                rank: number | null;
                scoreValue: number;
                timeValue: number;
                countValue: number;
                updated: number | null;
                /** @description Members ranked on this board */
                rankedCount: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leaderboard/ranking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Members ranked by points, tickets earned or levels completed
     * @description With missionId, the board of that tournament (404 unless you are in it); with window, only the plays of the last month, week or day count. userRank is where you stand.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description POINTS: best points per level, summed; TICKETS: tickets earned; LEVELS: levels completed */
          rankType?: 'POINTS' | 'TICKETS' | 'LEVELS';
          /** @description Which plays count: ALL (the default), or those of the last 30 days, 7 days or 24 hours */
          window?: 'ALL' | 'MONTH' | 'WEEK' | 'DAY';
          missionId?: number;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Equal scores and times share a rank */
                rank: number;
                scoreValue: number;
                /** @description Milliseconds behind the score; less ranks higher */
                timeValue: number;
                /** @description POINTS: levels played; TICKETS: times tickets were earned; LEVELS: packs */
                countValue: number;
                /** @description Epoch milliseconds of the latest counted play */
                updated: number;
              }[];
              /** @description Where you stand; null until you have scored */
              userRank: {
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Equal scores and times share a rank */
                rank: number;
                scoreValue: number;
                /** @description Milliseconds behind the score; less ranks higher */
                timeValue: number;
                /** @description POINTS: levels played; TICKETS: times tickets were earned; LEVELS: packs */
                countValue: number;
                /** @description Epoch milliseconds of the latest counted play */
                updated: number;
              } | null;
              /** @description POINTS: best points per level, summed; TICKETS: tickets earned; LEVELS: levels completed */
              rankType: 'POINTS' | 'TICKETS' | 'LEVELS';
              /** @description Which plays count: ALL (the default), or those of the last 30 days, 7 days or 24 hours */
              window: 'ALL' | 'MONTH' | 'WEEK' | 'DAY';
              /** @enum {string} */
              sortField: 'SCORE_VALUE';
              missionId: number | null;
              count: number;
              /** @description Members ranked */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/likes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Like an offer at a shop, a retailer location, a post (album) or a comment
     * @description Send offerLocationId, retailerLocationId, albumId or noteId. Liking twice counts once. An album or comment you may not open is 404; liking one is recorded as a LIKE event.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            offerLocationId?: number;
            retailerLocationId?: number;
            albumId?: number;
            noteId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                likeId: number | null;
                likableType: 'OFFER_LOCATION' | 'RETAILER_LOCATION' | 'ALBUM' | 'NOTE';
                likableId: number;
                likeCount: number;
                hasLiked: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Take a like back
     * @description Name the target in the query or the body.
     */
    delete: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          offerLocationId?: number;
          retailerLocationId?: number;
          albumId?: number;
          noteId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            offerLocationId?: number;
            retailerLocationId?: number;
            albumId?: number;
            noteId?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                likeId: number | null;
                likableType: 'OFFER_LOCATION' | 'RETAILER_LOCATION' | 'ALBUM' | 'NOTE';
                likableId: number;
                likeCount: number;
                hasLiked: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/link-previews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The preview card of a web page linked in a post or comment
     * @description The page's title, description and image address (Open Graph, else its <title> and meta description), fetched by the server and kept for a day. Only public http and https addresses are fetched (never private, loopback or link-local ones, after DNS and after each redirect), within 3 s and 512 KiB; 404 when there is no preview.
     */
    get: {
      parameters: {
        query: {
          /** @description The http or https address of the page */
          url: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                url: string;
                host: string;
                title: string | null;
                description: string | null;
                imageUrl: string | null;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in member's live events (Server-Sent Events)
     * @description text/event-stream of the member's own events: `id:` is the member's event number, `event:` the kind, `data:` JSON. Resume with the `Last-Event-ID` header (or `lastEventId`) to receive exactly what was missed, from the database. Authenticate with `ticket` (browsers) or the bearer header. A comment line is sent every 15 s. A member has a limited number of streams open: a newer one closes their oldest, which first receives a `live-replaced` event. Opening one with the bearer header counts toward the live connections a member may open a minute, as taking a ticket does (429 beyond). An instance with all its streams in use answers 503 with Retry-After.
     */
    get: {
      parameters: {
        query?: {
          ticket?: string;
          /** @description Same as the Last-Event-ID header */
          lastEventId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description text/event-stream */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Busy or unavailable for now; Retry-After says when to try again */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A single-use ticket that opens the live event stream
     * @description EventSource cannot send an Authorization header, and a session token must not travel in a URL, so a signed-in page trades its session for a ticket that opens one stream within a minute. A member may open a limited number of live connections a minute (429 with Retry-After beyond it).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                /** @description Opens one stream: GET /live/stream?ticket=… */
                ticket: string;
                /** @description Epoch ms; an unused ticket stops working then */
                expires: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Comment on an album, or reply to a comment (parentNoteId)
     * @description At most 2,000 characters, stored as written and always shown as text. Recorded as a COMMENT or REPLY event, and a MENTION event per @username.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            albumId: number;
            comment: string;
            /** @description Reply to this comment (a reply to a reply answers its comment) */
            parentNoteId?: number;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                noteId: number;
                albumId: number;
                parentNoteId: number | null;
                /** @description As written; always shown as text */
                comment: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                updatedDate: number;
                likesCount: number;
                /** @description You like this comment */
                hasLiked: boolean;
                tags: string[];
                replies: {
                  noteId: number;
                  albumId: number;
                  parentNoteId: number | null;
                  /** @description As written; always shown as text */
                  comment: string;
                  owner: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  /** @description Epoch milliseconds */
                  dateCreated: number;
                  /** @description Epoch milliseconds */
                  updatedDate: number;
                  likesCount: number;
                  /** @description You like this comment */
                  hasLiked: boolean;
                  tags: string[];
                }[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the text of your comment
     * @description 404 when it does not exist or is somebody else's.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            comment: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                noteId: number;
                albumId: number;
                parentNoteId: number | null;
                /** @description As written; always shown as text */
                comment: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                updatedDate: number;
                likesCount: number;
                /** @description You like this comment */
                hasLiked: boolean;
                tags: string[];
                replies: {
                  noteId: number;
                  albumId: number;
                  parentNoteId: number | null;
                  /** @description As written; always shown as text */
                  comment: string;
                  owner: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  /** @description Epoch milliseconds */
                  dateCreated: number;
                  /** @description Epoch milliseconds */
                  updatedDate: number;
                  likesCount: number;
                  /** @description You like this comment */
                  hasLiked: boolean;
                  tags: string[];
                }[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete your comment and the replies to it
     * @description 404 when it does not exist or is somebody else's.
     */
    delete: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notes/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An album's comments, oldest first (newest last), each with its replies
     * @description Paged by cursor: pass the previous page's nextCursor. 404 when the album does not exist or is hidden or locked to you.
     */
    get: {
      parameters: {
        query: {
          albumId: number;
          /** @description nextCursor of the previous page */
          cursor?: string;
          /** @description Comments per page (default 20, at most 50) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                noteId: number;
                albumId: number;
                parentNoteId: number | null;
                /** @description As written; always shown as text */
                comment: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Epoch milliseconds */
                updatedDate: number;
                likesCount: number;
                /** @description You like this comment */
                hasLiked: boolean;
                tags: string[];
                replies: {
                  noteId: number;
                  albumId: number;
                  parentNoteId: number | null;
                  /** @description As written; always shown as text */
                  comment: string;
                  owner: {
                    accountId: number;
                    display: string;
                    username: string;
                    profileImage: string;
                    /** @description MEMBER or OPERATOR */
                    accountType: string;
                    locationDisplay: string | null;
                  };
                  /** @description Epoch milliseconds */
                  dateCreated: number;
                  /** @description Epoch milliseconds */
                  updatedDate: number;
                  likesCount: number;
                  /** @description You like this comment */
                  hasLiked: boolean;
                  tags: string[];
                }[];
              }[];
              count: number;
              /** @description Comments on the album, replies not included */
              countTotal: number;
              hasMoreResults: boolean;
              /** @description Always 0: comments page by cursor */
              start: number;
              limit: number;
              nextCursor: string | null;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks a notification (and the alike ones listed with it) read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                unreadCount: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many notifications (groups) are unread */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                unreadCount: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks every notification read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                unreadCount: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's notifications, newest first, alike ones as one */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                /** @description The newest notification of the group */
                notificationId: number;
                sender: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                } | null;
                /** @description LIKE, COMMENT, REPLY, FOLLOW, MENTION, CHAT_MESSAGE… */
                event: string;
                /** @description e.g. "Maya and 3 others liked your post" */
                notificationMessage: string;
                /** @description Epoch ms of the newest notification of the group */
                created: number;
                hasRead: boolean;
                contentId: number | null;
                contentType: string;
                contentName: string | null;
                parentId: number | null;
                parentType: string | null;
                /** @description The settings switch: likes, comments… */
                actionCategory: string;
                thumbnailURL: string | null;
                albumId: number | null;
                inviteToken: string | null;
                /** @description Notifications listed as this one */
                groupCount: number;
                /** @description Distinct members behind the group */
                senderCount: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which notification types the member receives */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                likes: boolean;
                comments: boolean;
                replies: boolean;
                follows: boolean;
                mentions: boolean;
                chat: boolean;
                invites: boolean;
                orders: boolean;
                tournaments: boolean;
                badges: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Switches notification types on or off
     * @description A type switched off creates no notifications until it is on again.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            likes?: boolean;
            comments?: boolean;
            replies?: boolean;
            follows?: boolean;
            mentions?: boolean;
            chat?: boolean;
            invites?: boolean;
            orders?: boolean;
            tournaments?: boolean;
            badges?: boolean;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                likes: boolean;
                comments: boolean;
                replies: boolean;
                follows: boolean;
                mentions: boolean;
                chat: boolean;
                invites: boolean;
                orders: boolean;
                tournaments: boolean;
                badges: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One offer with the shops that sell it, nearest first */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                offerId: number;
                retailerId: number;
                retailerName: string;
                offerName: string;
                subTitle: string;
                description: string;
                fullPrice: number;
                discountPrice: number;
                price: number;
                image: string | null;
                images: string[];
                sizes: string[];
                categories: {
                  categoryId: number;
                  name: string;
                }[];
                offerType: string;
                barcode: string | null;
                externalUrl: string | null;
                starts: number | null;
                expires: number | null;
                active: boolean;
                /** @description Where it is sold, nearest first */
                locations: {
                  offerLocationId: number;
                  retailerLocationId: number;
                  locationName: string;
                  locationDisplay: string;
                  stock: number;
                  distance: number;
                }[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/location/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One offer at one shop (the product page)
     * @description `active` is false when it is no longer on sale; `stock` 0 when sold out.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              /** @description One offer at one retailer location */
              item: {
                offerLocationId: number;
                offerId: number;
                retailerId: number;
                retailerLocationId: number;
                offerName: string;
                subTitle: string;
                description: string;
                locationName: string;
                fullPrice: number;
                /** @description 0 means no discount */
                discountPrice: number;
                /** @description What one unit costs: discountPrice unless 0 */
                price: number;
                image: string | null;
                images: string[];
                sizes: string[];
                stock: number;
                /** @description Miles from the member */
                distance: number;
                distanceUnit: string;
                favorite: boolean;
                favoriteId: number | null;
                likeCount: number;
                hasLiked: boolean;
                categories: {
                  categoryId: number;
                  name: string;
                }[];
                offerType: string;
                barcode: string | null;
                externalUrl: string | null;
                starts: number | null;
                expires: number | null;
                /** @description On sale now: active, started, not expired */
                active: boolean;
                rating: {
                  average: number | null;
                  /** @description How many reviews the average is over */
                  count: number;
                };
                retailerLocation: {
                  retailerLocationId: number;
                  retailerId: number;
                  name: string;
                  retailerName: string;
                  locationDisplay: string;
                  address: {
                    street: string;
                    city: string;
                    state: string;
                    postalCode: string;
                    country: string;
                  };
                  latitude: number;
                  longitude: number;
                  /** @description Miles from the member */
                  distance: number;
                  logo: string | null;
                };
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/location/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A product's (an offer at a shop) reviews: newest or most helpful first
     * @description The same reviews the rating on the offer counts.
     */
    get: {
      parameters: {
        query?: {
          /** @description NEWEST (default) or HELPFUL (most marked helpful first, then newest) */
          sort?: 'NEWEST' | 'HELPFUL';
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                /** @description The albumId of the post that holds the review */
                reviewId: number;
                author: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                rating: number;
                text: string;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Members who marked it helpful */
                helpfulCount: number;
                /** @description Whether you marked it helpful */
                markedHelpful: boolean;
                /** @description You wrote it (you cannot mark it helpful) */
                ownReview: boolean;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Offers on sale now, each at one shop, nearest shop first */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          keyword?: string;
          retailerLocationId?: number;
          /** @description Offers in any of these categories */
          categoryIds?: string | string[];
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                offerLocationId: number;
                offerId: number;
                retailerId: number;
                retailerLocationId: number;
                offerName: string;
                subTitle: string;
                description: string;
                locationName: string;
                fullPrice: number;
                /** @description 0 means no discount */
                discountPrice: number;
                /** @description What one unit costs: discountPrice unless 0 */
                price: number;
                image: string | null;
                images: string[];
                sizes: string[];
                stock: number;
                /** @description Miles from the member */
                distance: number;
                distanceUnit: string;
                favorite: boolean;
                favoriteId: number | null;
                likeCount: number;
                hasLiked: boolean;
                categories: {
                  categoryId: number;
                  name: string;
                }[];
                offerType: string;
                barcode: string | null;
                externalUrl: string | null;
                starts: number | null;
                expires: number | null;
                /** @description On sale now: active, started, not expired */
                active: boolean;
                rating: {
                  average: number | null;
                  /** @description How many reviews the average is over */
                  count: number;
                };
                retailerLocation: {
                  retailerLocationId: number;
                  retailerId: number;
                  name: string;
                  retailerName: string;
                  locationDisplay: string;
                  address: {
                    street: string;
                    city: string;
                    state: string;
                    postalCode: string;
                    country: string;
                  };
                  latitude: number;
                  longitude: number;
                  /** @description Miles from the member */
                  distance: number;
                  logo: string | null;
                };
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reload credit, or deduct tickets
     * @description A reload is `{cart: [{amount, orderItemType: "CUSTOM"}], currencyType: "RELOAD"}` and adds the amounts to your credit ledger, up to $1,000 in 24 hours (beyond that it is refused as RELOAD_LIMIT): demo credit, when no payment provider is configured. With Stripe it adds nothing yet: the order waits as PENDING_PAYMENT and its CARD payment carries the PaymentIntent id and `clientSecret` the client confirms; the credit is added when Stripe reports the payment. Reloads waiting for their payment count toward the daily cap; one still unpaid after 24 hours expires as PAYMENT_FAILED. The idempotencyKey of a reload sent again returns the first reload for the same amount and is 409 IDEMPOTENCY_KEY_REUSED for another request. A ticket deduction is `{ticketCount, description?, idempotencyKey?}` and takes tickets off your balance; it is refused (NOT_ENOUGH_TICKETS) when the balance is short. With `gameObjectId` it buys the hint to that question (then GET /games/{id}/hint shows it); refused with nothing taken as LEVEL_LOCKED, QUESTION_NOT_SERVED, ALREADY_ANSWERED, NO_HINT or HINT_ALREADY_BOUGHT.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            cart?: {
              amount: number;
              orderItemType: string;
            }[];
            currencyType?: string;
            /** @description Tickets to spend (a deduction) */
            ticketCount?: number;
            /** @description With ticketCount: buys the hint to this question at its hintTicketCost */
            gameObjectId?: number;
            /** @description What they pay for */
            description?: string;
            /** @description Chosen by the client per checkout; repeating it returns the first order */
            idempotencyKey?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    orderId: number;
                    /** @description PURCHASE or RELOAD (buying credit) */
                    orderType: string;
                    status: string;
                    customer: {
                      accountId: number;
                      display: string;
                    };
                    /** @description What the order cost after any promo code */
                    amount: number;
                    subtotal: number;
                    discount: number;
                    /** @description CASH pays in the shop; RELOAD pays with credit */
                    currencyType: 'CASH' | 'RELOAD';
                    promoCode: string | null;
                    description: string;
                    billingAddress: {
                      billingAddressId: number;
                      name: string;
                      street: string;
                      street2: string;
                      city: string;
                      state: string;
                      postalCode: string;
                      country: string;
                      phone: string | null;
                      /** @description Epoch ms */
                      created: number;
                      /** @description Epoch ms */
                      updated: number;
                    } | null;
                    purchases: {
                      transactionId: number;
                      orderId: number;
                      offerLocationId: number | null;
                      offerId: number | null;
                      offerName: string;
                      size: string | null;
                      quantity: number;
                      fullPrice: number;
                      discountPrice: number;
                      price: number;
                      lineTotal: number;
                      /** @description Shown at the counter to collect the items */
                      redemptionCode: string;
                      qrCodeUrl: string | null;
                      image: string | null;
                      location: {
                        retailerLocationId: number;
                        name: string;
                        locationDisplay: string;
                        address: {
                          street: string;
                          city: string;
                          state: string;
                          postalCode: string;
                          country: string;
                        };
                      } | null;
                      /** @description ACTIVE, REDEEMED or EXPIRED */
                      status: string;
                      /** @description Epoch ms */
                      created: number;
                    }[];
                    credits: {
                      entryId: number;
                      /** @description Positive adds credit, negative spends it */
                      amount: number;
                      /** @description STARTING_CREDIT, RELOAD, PURCHASE, REFUND or ADJUSTMENT */
                      entryType: string;
                      description: string;
                      orderId: number | null;
                      /** @description Epoch ms */
                      created: number;
                    }[];
                    payments: {
                      /** @description CASH (in the shop), CREDIT, or CARD (a reload) */
                      paymentType: string;
                      amount: number;
                      /** @description DUE_AT_PICKUP or PAID; a card payment PENDING or FAILED */
                      status: string;
                      /** @description Who takes a card payment: stripe */
                      provider?: string;
                      paymentIntentId?: string | null;
                      clientSecret?: string | null;
                    }[];
                    /** @description Epoch ms */
                    created: number;
                    /** @description Epoch ms */
                    updated: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    entryId: number;
                    ticketsSpent: number;
                    description: string;
                    /** @description Your ticket balance afterwards */
                    count: number;
                    /** @enum {string} */
                    type: 'TICKETS';
                    /** @description Epoch milliseconds */
                    created: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Conflict */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of your orders
     * @description 404 when it does not exist or is not yours.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                orderId: number;
                /** @description PURCHASE or RELOAD (buying credit) */
                orderType: string;
                status: string;
                customer: {
                  accountId: number;
                  display: string;
                };
                /** @description What the order cost after any promo code */
                amount: number;
                subtotal: number;
                discount: number;
                /** @description CASH pays in the shop; RELOAD pays with credit */
                currencyType: 'CASH' | 'RELOAD';
                promoCode: string | null;
                description: string;
                billingAddress: {
                  billingAddressId: number;
                  name: string;
                  street: string;
                  street2: string;
                  city: string;
                  state: string;
                  postalCode: string;
                  country: string;
                  phone: string | null;
                  /** @description Epoch ms */
                  created: number;
                  /** @description Epoch ms */
                  updated: number;
                } | null;
                purchases: {
                  transactionId: number;
                  orderId: number;
                  offerLocationId: number | null;
                  offerId: number | null;
                  offerName: string;
                  size: string | null;
                  quantity: number;
                  fullPrice: number;
                  discountPrice: number;
                  price: number;
                  lineTotal: number;
                  /** @description Shown at the counter to collect the items */
                  redemptionCode: string;
                  qrCodeUrl: string | null;
                  image: string | null;
                  location: {
                    retailerLocationId: number;
                    name: string;
                    locationDisplay: string;
                    address: {
                      street: string;
                      city: string;
                      state: string;
                      postalCode: string;
                      country: string;
                    };
                  } | null;
                  /** @description ACTIVE, REDEEMED or EXPIRED */
                  status: string;
                  /** @description Epoch ms */
                  created: number;
                }[];
                credits: {
                  entryId: number;
                  /** @description Positive adds credit, negative spends it */
                  amount: number;
                  /** @description STARTING_CREDIT, RELOAD, PURCHASE, REFUND or ADJUSTMENT */
                  entryType: string;
                  description: string;
                  orderId: number | null;
                  /** @description Epoch ms */
                  created: number;
                }[];
                payments: {
                  /** @description CASH (in the shop), CREDIT, or CARD (a reload) */
                  paymentType: string;
                  amount: number;
                  /** @description DUE_AT_PICKUP or PAID; a card payment PENDING or FAILED */
                  status: string;
                  /** @description Who takes a card payment: stripe */
                  provider?: string;
                  paymentIntentId?: string | null;
                  clientSecret?: string | null;
                }[];
                /** @description Epoch ms */
                created: number;
                /** @description Epoch ms */
                updated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your orders, newest first */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description PURCHASE or RELOAD */
          orderType?: string;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                orderId: number;
                /** @description PURCHASE or RELOAD (buying credit) */
                orderType: string;
                status: string;
                customer: {
                  accountId: number;
                  display: string;
                };
                /** @description What the order cost after any promo code */
                amount: number;
                subtotal: number;
                discount: number;
                /** @description CASH pays in the shop; RELOAD pays with credit */
                currencyType: 'CASH' | 'RELOAD';
                promoCode: string | null;
                description: string;
                billingAddress: {
                  billingAddressId: number;
                  name: string;
                  street: string;
                  street2: string;
                  city: string;
                  state: string;
                  postalCode: string;
                  country: string;
                  phone: string | null;
                  /** @description Epoch ms */
                  created: number;
                  /** @description Epoch ms */
                  updated: number;
                } | null;
                purchases: {
                  transactionId: number;
                  orderId: number;
                  offerLocationId: number | null;
                  offerId: number | null;
                  offerName: string;
                  size: string | null;
                  quantity: number;
                  fullPrice: number;
                  discountPrice: number;
                  price: number;
                  lineTotal: number;
                  /** @description Shown at the counter to collect the items */
                  redemptionCode: string;
                  qrCodeUrl: string | null;
                  image: string | null;
                  location: {
                    retailerLocationId: number;
                    name: string;
                    locationDisplay: string;
                    address: {
                      street: string;
                      city: string;
                      state: string;
                      postalCode: string;
                      country: string;
                    };
                  } | null;
                  /** @description ACTIVE, REDEEMED or EXPIRED */
                  status: string;
                  /** @description Epoch ms */
                  created: number;
                }[];
                credits: {
                  entryId: number;
                  /** @description Positive adds credit, negative spends it */
                  amount: number;
                  /** @description STARTING_CREDIT, RELOAD, PURCHASE, REFUND or ADJUSTMENT */
                  entryType: string;
                  description: string;
                  orderId: number | null;
                  /** @description Epoch ms */
                  created: number;
                }[];
                payments: {
                  /** @description CASH (in the shop), CREDIT, or CARD (a reload) */
                  paymentType: string;
                  amount: number;
                  /** @description DUE_AT_PICKUP or PAID; a card payment PENDING or FAILED */
                  status: string;
                  /** @description Who takes a card payment: stripe */
                  provider?: string;
                  paymentIntentId?: string | null;
                  clientSecret?: string | null;
                }[];
                /** @description Epoch ms */
                created: number;
                /** @description Epoch ms */
                updated: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/reloads/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give up a card reload that is waiting for its payment
     * @description The reload order `id` is failed at once (it no longer counts toward the daily reload cap) and its PaymentIntent cancelled at Stripe. A payment Stripe had taken already is credited instead. 404 when it is not your reload or Stripe is not the payment provider; 409 NOT_PENDING when it was paid or failed already.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                orderId: number;
                /** @description PURCHASE or RELOAD (buying credit) */
                orderType: string;
                status: string;
                customer: {
                  accountId: number;
                  display: string;
                };
                /** @description What the order cost after any promo code */
                amount: number;
                subtotal: number;
                discount: number;
                /** @description CASH pays in the shop; RELOAD pays with credit */
                currencyType: 'CASH' | 'RELOAD';
                promoCode: string | null;
                description: string;
                billingAddress: {
                  billingAddressId: number;
                  name: string;
                  street: string;
                  street2: string;
                  city: string;
                  state: string;
                  postalCode: string;
                  country: string;
                  phone: string | null;
                  /** @description Epoch ms */
                  created: number;
                  /** @description Epoch ms */
                  updated: number;
                } | null;
                purchases: {
                  transactionId: number;
                  orderId: number;
                  offerLocationId: number | null;
                  offerId: number | null;
                  offerName: string;
                  size: string | null;
                  quantity: number;
                  fullPrice: number;
                  discountPrice: number;
                  price: number;
                  lineTotal: number;
                  /** @description Shown at the counter to collect the items */
                  redemptionCode: string;
                  qrCodeUrl: string | null;
                  image: string | null;
                  location: {
                    retailerLocationId: number;
                    name: string;
                    locationDisplay: string;
                    address: {
                      street: string;
                      city: string;
                      state: string;
                      postalCode: string;
                      country: string;
                    };
                  } | null;
                  /** @description ACTIVE, REDEEMED or EXPIRED */
                  status: string;
                  /** @description Epoch ms */
                  created: number;
                }[];
                credits: {
                  entryId: number;
                  /** @description Positive adds credit, negative spends it */
                  amount: number;
                  /** @description STARTING_CREDIT, RELOAD, PURCHASE, REFUND or ADJUSTMENT */
                  entryType: string;
                  description: string;
                  orderId: number | null;
                  /** @description Epoch ms */
                  created: number;
                }[];
                payments: {
                  /** @description CASH (in the shop), CREDIT, or CARD (a reload) */
                  paymentType: string;
                  amount: number;
                  /** @description DUE_AT_PICKUP or PAID; a card payment PENDING or FAILED */
                  status: string;
                  /** @description Who takes a card payment: stripe */
                  provider?: string;
                  paymentIntentId?: string | null;
                  clientSecret?: string | null;
                }[];
                /** @description Epoch ms */
                created: number;
                /** @description Epoch ms */
                updated: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Conflict */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stripe's webhook: a reload's payment succeeded or failed
     * @description Called by Stripe, not by members. The `Stripe-Signature` header must sign the raw body with the webhook secret (400 INVALID_SIGNATURE otherwise). `payment_intent.succeeded` credits the pending reload once, however often it arrives; `payment_intent.payment_failed` marks it failed; other events are acknowledged and ignored. 404 when Stripe is not the payment provider.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          'stripe-signature'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The server's VAPID public key, to subscribe a device with */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                /** @description base64url, the applicationServerKey */
                publicKey: string;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turns push notifications on for this device
     * @description Keeps the member’s newest ten devices; a device another member had subscribed moves to this member.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description https address */
            endpoint: string;
            expirationTime?: number | null;
            keys: {
              p256dh: string;
              auth: string;
            };
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                /** @description Devices the member receives push notifications on */
                devices: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/subscriptions/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns push notifications off for this device */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            endpoint: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                /** @description Devices the member receives push notifications on */
                devices: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/regions/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * US cities by name or ZIP code, or the city nearest to a position
     * @description With a keyword: matching cities (exact names first, then larger cities). Without one: the cities nearest to latitude/longitude (the central-US point when unknown). `distance` is miles from latitude/longitude.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description A city, "City, ST", or a ZIP code */
          keyword?: string;
          /** @description Matches to return (default 10, at most 50) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                id: number;
                /** @description The city, e.g. Lawrence */
                shortName: string;
                /** @description City and state, e.g. Lawrence, KS */
                fullName: string;
                state: string;
                latitude: number;
                longitude: number;
                postalCodes: string[];
                /** @description CITY */
                regionClass: string;
                population: number;
                /** @description Miles from the member */
                distance: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/retailers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One retailer (brand) with its locations */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                retailerId: number;
                name: string;
                description: string;
                logo: string | null;
                picture1: string | null;
                website: string | null;
                active: boolean;
                categories: {
                  categoryId: number;
                  name: string;
                }[];
                locationCount: number;
                /** @description Its shops, nearest first */
                locations: {
                  retailerLocationId: number;
                  name: string;
                  locationDisplay: string;
                  /** @description Miles from the member */
                  distance: number;
                }[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/retailers/location/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One retailer location with the offers it sells now
     * @description Distances are miles from the member (or searchLatitude/searchLongitude).
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          searchLatitude?: number;
          searchLongitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                retailerLocationId: number;
                retailerId: number;
                name: string;
                description: string;
                contact: {
                  phone: string | null;
                  email: string | null;
                  website: string | null;
                };
                address: {
                  street: string;
                  city: string;
                  state: string;
                  postalCode: string;
                  country: string;
                };
                locationDisplay: string;
                latitude: number;
                longitude: number;
                /** @description Great-circle distance in distanceUnit */
                distance: number;
                /** @description MILES or KILOMETERS */
                distanceUnit: string;
                hours: {
                  /** @description MONDAY … SUNDAY */
                  day: string;
                  open: string | null;
                  close: string | null;
                  closed: boolean;
                }[];
                logo: string | null;
                picture1: string | null;
                categories: {
                  categoryId: number;
                  name: string;
                }[];
                retailer: {
                  retailerId: number;
                  name: string;
                  logo: string | null;
                };
                favorite: boolean;
                favoriteId: number | null;
                active: boolean;
                rating: {
                  average: number | null;
                  /** @description How many reviews the average is over */
                  count: number;
                };
                /** @description What this shop sells now */
                offers: {
                  offerLocationId: number;
                  offerId: number;
                  retailerId: number;
                  retailerLocationId: number;
                  offerName: string;
                  subTitle: string;
                  description: string;
                  locationName: string;
                  fullPrice: number;
                  /** @description 0 means no discount */
                  discountPrice: number;
                  /** @description What one unit costs: discountPrice unless 0 */
                  price: number;
                  image: string | null;
                  images: string[];
                  sizes: string[];
                  stock: number;
                  /** @description Miles from the member */
                  distance: number;
                  distanceUnit: string;
                  favorite: boolean;
                  favoriteId: number | null;
                  likeCount: number;
                  hasLiked: boolean;
                  categories: {
                    categoryId: number;
                    name: string;
                  }[];
                  offerType: string;
                  barcode: string | null;
                  externalUrl: string | null;
                  starts: number | null;
                  expires: number | null;
                  /** @description On sale now: active, started, not expired */
                  active: boolean;
                  rating: {
                    average: number | null;
                    /** @description How many reviews the average is over */
                    count: number;
                  };
                  retailerLocation: {
                    retailerLocationId: number;
                    retailerId: number;
                    name: string;
                    retailerName: string;
                    locationDisplay: string;
                    address: {
                      street: string;
                      city: string;
                      state: string;
                      postalCode: string;
                      country: string;
                    };
                    latitude: number;
                    longitude: number;
                    /** @description Miles from the member */
                    distance: number;
                    logo: string | null;
                  };
                }[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/retailers/location/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A shop's reviews: newest first, or most helpful first
     * @description The reviews members wrote as wall posts that everybody may read (the same ones the rating on the shop counts).
     */
    get: {
      parameters: {
        query?: {
          /** @description NEWEST (default) or HELPFUL (most marked helpful first, then newest) */
          sort?: 'NEWEST' | 'HELPFUL';
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                /** @description The albumId of the post that holds the review */
                reviewId: number;
                author: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                rating: number;
                text: string;
                /** @description Epoch milliseconds */
                dateCreated: number;
                /** @description Members who marked it helpful */
                helpfulCount: number;
                /** @description Whether you marked it helpful */
                markedHelpful: boolean;
                /** @description You wrote it (you cannot mark it helpful) */
                ownReview: boolean;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/retailers/location/distancesearch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retailer locations near a point, nearest first
     * @description Without a position (or at 0,0) the central-US default point is used; searchLatitude/searchLongitude look near another place. Distances are great-circle (haversine) in distanceUnit. south/west/north/east keep to the area a map shows (all four or none), still nearest first.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          keyword?: string;
          /** @description Locations in any of these categories */
          categoryIds?: string | string[];
          /** @description DISTANCE (default) or NAME */
          sortField?: string;
          /** @description MILES (default) or KILOMETERS */
          distanceUnit?: string;
          /** @description In distanceUnit (default 5000) */
          range?: number;
          searchLatitude?: number;
          searchLongitude?: number;
          /** @description Bottom edge */
          south?: number;
          /** @description Left edge */
          west?: number;
          /** @description Top edge */
          north?: number;
          /** @description Right edge */
          east?: number;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                retailerLocationId: number;
                retailerId: number;
                name: string;
                description: string;
                contact: {
                  phone: string | null;
                  email: string | null;
                  website: string | null;
                };
                address: {
                  street: string;
                  city: string;
                  state: string;
                  postalCode: string;
                  country: string;
                };
                locationDisplay: string;
                latitude: number;
                longitude: number;
                /** @description Great-circle distance in distanceUnit */
                distance: number;
                /** @description MILES or KILOMETERS */
                distanceUnit: string;
                hours: {
                  /** @description MONDAY … SUNDAY */
                  day: string;
                  open: string | null;
                  close: string | null;
                  closed: boolean;
                }[];
                logo: string | null;
                picture1: string | null;
                categories: {
                  categoryId: number;
                  name: string;
                }[];
                retailer: {
                  retailerId: number;
                  name: string;
                  logo: string | null;
                };
                favorite: boolean;
                favoriteId: number | null;
                active: boolean;
                rating: {
                  average: number | null;
                  /** @description How many reviews the average is over */
                  count: number;
                };
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/retailers/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retailers (brands) by name, each with its locations nearest first */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          keyword?: string;
          /** @description Retailers with a location in any of these categories */
          categoryIds?: string | string[];
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                retailerId: number;
                name: string;
                description: string;
                logo: string | null;
                picture1: string | null;
                website: string | null;
                active: boolean;
                categories: {
                  categoryId: number;
                  name: string;
                }[];
                locationCount: number;
                /** @description Its shops, nearest first */
                locations: {
                  retailerLocationId: number;
                  name: string;
                  locationDisplay: string;
                  /** @description Miles from the member */
                  distance: number;
                }[];
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{id}/helpful': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a review of a shop or a product helpful
     * @description Once per member: marking again changes nothing. Your own review is 403; a review that is not listed (hidden, private, or no review at all) is 404.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                reviewId: number;
                helpfulCount: number;
                markedHelpful: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /** Take back a helpful mark */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                reviewId: number;
                helpfulCount: number;
                markedHelpful: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sirqul/analytics/federation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Loads and failures per remote version over the last hours */
    get: {
      parameters: {
        query?: {
          hours?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                hours: number;
                remotes: {
                  remote: string;
                  version: string;
                  loaded: number;
                  failed: number;
                  lastFailureAt: string | null;
                }[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Record how the host loaded one remote (its version, or a failure)
     * @description Federation health for operators: which remote versions browsers load and which fail. Nothing about the member is stored.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The remote, by federation name */
            remote: 'social' | 'marketplace' | 'games' | 'ai' | 'console';
            /** @description The released version the manifest named, or "unreleased" for a plain build */
            version: string;
            outcome: 'LOADED' | 'FAILED';
            /** @description Where a failure happened: the federation lifecycle (e.g. onLoad) or 'contract' */
            stage?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sirqul/analytics/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a usage event (section as tag, and action)
     * @description Stored with the signed-in member. Both tag and action are required (SPEC §5: analytics needs a section and an action). A post page viewed (tag activity-detail, action Viewed) or an album shared (tag activity-wall or activity-detail, action Shared), with the album's id as customId, counts on its viewedCount or sharedCount.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The section of the app */
            tag: string;
            /** @description Clicked, Viewed, Liked, …, or a quiz event such as started */
            action: string;
            appVersion?: string;
            deviceType?: 'Handheld' | 'Desktop';
            userAgent?: string;
            deviceId?: string;
            aggregateColumn?: string;
            /** @description Epoch milliseconds */
            clientTime?: number;
            accountId?: number | null;
            customMessage?: string;
            customId?: string | number;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sirqul/appconfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The app configuration (public) */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                appName: string;
                applicationSlug: string;
                defaultColumnCount: number;
                defaultMaxItemCount: number;
                homeTabItemName: string;
                web_main_navigation: {
                  items: ({
                    title: string;
                    linkto: string;
                    icon?: string;
                    activeIcon?: string;
                    order: number;
                    active: boolean;
                  } & {
                    [key: string]: unknown;
                  })[];
                };
                moreLinkItems: {
                  items: ({
                    title: string;
                    linkto: string;
                    order: number;
                    active: boolean;
                    external: boolean;
                  } & {
                    [key: string]: unknown;
                  })[];
                };
                homePageConfig: {
                  items: ({
                    title: string;
                    linkto: string;
                    html?: string;
                    /** @description Makes the entry a home row of albums of this type (or comma list) instead of an HTML tab */
                    albumType?: string;
                    /** @description A row: its album sort */
                    sortField?: string;
                    keyword?: string;
                    categoryIds?: number[];
                    /** @description A row: at most this many tiles */
                    limit?: number;
                  } & {
                    [key: string]: unknown;
                  })[];
                };
                livestreamAlbumIds: number[];
                onboardingSettings: {
                  desktopNavLogoUrl: string;
                  webFaviconUrl: string;
                } & {
                  [key: string]: unknown;
                };
                browseview: {
                  title: string;
                } & {
                  [key: string]: unknown;
                };
                /** @enum {unknown} */
                preferredColorScheme: 'light' | 'dark';
                userProfileDefaultImageUrl: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Replace the app configuration (operators only)
     * @description Members who are not operators get 404: the resource is not theirs. Every link and image address (any key ending in url, link, linkto, href or src) must be an http(s) URL or a path of this app starting with / or #/; otherwise 400 naming it.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            appName: string;
            applicationSlug: string;
            defaultColumnCount: number;
            defaultMaxItemCount: number;
            homeTabItemName: string;
            web_main_navigation: {
              items: ({
                title: string;
                linkto: string;
                icon?: string;
                activeIcon?: string;
                order: number;
                active: boolean;
              } & {
                [key: string]: unknown;
              })[];
            };
            moreLinkItems: {
              items: ({
                title: string;
                linkto: string;
                order: number;
                active: boolean;
                external: boolean;
              } & {
                [key: string]: unknown;
              })[];
            };
            homePageConfig: {
              items: ({
                title: string;
                linkto: string;
                html?: string;
                /** @description Makes the entry a home row of albums of this type (or comma list) instead of an HTML tab */
                albumType?: string;
                /** @description A row: its album sort */
                sortField?: string;
                keyword?: string;
                categoryIds?: number[];
                /** @description A row: at most this many tiles */
                limit?: number;
              } & {
                [key: string]: unknown;
              })[];
            };
            livestreamAlbumIds: number[];
            onboardingSettings: {
              desktopNavLogoUrl: string;
              webFaviconUrl: string;
            } & {
              [key: string]: unknown;
            };
            browseview: {
              title: string;
            } & {
              [key: string]: unknown;
            };
            /** @enum {unknown} */
            preferredColorScheme: 'light' | 'dark';
            userProfileDefaultImageUrl: string;
            latitude?: number;
            longitude?: number;
          } & {
            [key: string]: unknown;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                appName: string;
                applicationSlug: string;
                defaultColumnCount: number;
                defaultMaxItemCount: number;
                homeTabItemName: string;
                web_main_navigation: {
                  items: ({
                    title: string;
                    linkto: string;
                    icon?: string;
                    activeIcon?: string;
                    order: number;
                    active: boolean;
                  } & {
                    [key: string]: unknown;
                  })[];
                };
                moreLinkItems: {
                  items: ({
                    title: string;
                    linkto: string;
                    order: number;
                    active: boolean;
                    external: boolean;
                  } & {
                    [key: string]: unknown;
                  })[];
                };
                homePageConfig: {
                  items: ({
                    title: string;
                    linkto: string;
                    html?: string;
                    /** @description Makes the entry a home row of albums of this type (or comma list) instead of an HTML tab */
                    albumType?: string;
                    /** @description A row: its album sort */
                    sortField?: string;
                    keyword?: string;
                    categoryIds?: number[];
                    /** @description A row: at most this many tiles */
                    limit?: number;
                  } & {
                    [key: string]: unknown;
                  })[];
                };
                livestreamAlbumIds: number[];
                onboardingSettings: {
                  desktopNavLogoUrl: string;
                  webFaviconUrl: string;
                } & {
                  [key: string]: unknown;
                };
                browseview: {
                  title: string;
                } & {
                  [key: string]: unknown;
                };
                /** @enum {unknown} */
                preferredColorScheme: 'light' | 'dark';
                userProfileDefaultImageUrl: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sirqul/switchconfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the client takes its services and state from (public) */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                sourceSettings: {
                  serviceSource: string;
                };
                stateSource: string;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The staff audit log, newest first, filtered by actor, action, days and words
     * @description Moderators and operators: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members. Append-only: nothing here changes or removes an entry. Up to 1000 entries a page (the console exports a filtered list as CSV).
     */
    get: {
      parameters: {
        query?: {
          /** @description Actor's name or @handle */
          actor?: string;
          action?: 'role.change';
          /** @description YYYY-MM-DD (UTC) */
          from?: string;
          /** @description YYYY-MM-DD (UTC) */
          to?: string;
          /** @description Words of the reason or target id */
          keyword?: string;
          start?: number;
          /** @description Default 50 */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                id: number;
                /** @description Epoch milliseconds */
                at: number;
                actorId: number;
                actorDisplay: string;
                actorRole: 'moderator' | 'operator';
                action: string;
                targetType: string;
                targetId: string;
                reason: string;
                /** @description The target as it was (before) or became (after) */
                before: unknown;
                /** @description The target as it was (before) or became (after) */
                after: unknown;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find members to give or take a role; without a keyword, the staff
     * @description Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members and moderators. Staff are listed first; deleted accounts never.
     */
    get: {
      parameters: {
        query?: {
          /** @description Name, @handle or e-mail; without one, the staff alone are listed */
          keyword?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                accountId: number;
                display: string;
                username: string;
                email: string;
                /** @description member, moderator (the review tools) or operator (everything, roles too) */
                role: 'member' | 'moderator' | 'operator';
                /** @description Epoch milliseconds */
                memberSince: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/members/{accountId}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Give or take a member's staff role, with a reason (logged)
     * @description Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members and moderators. The change and its reason go to the audit log with the role before and after. Your own role cannot be changed here (`valid:false, errorCode:OWN_ROLE`): another operator changes it, so an install always keeps one. The role it already has is `valid:false, errorCode:ROLE_UNCHANGED`. 404 for an account that does not exist or was deleted.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description member, moderator (the review tools) or operator (everything, roles too) */
            role: 'member' | 'moderator' | 'operator';
            /** @description Why, in a sentence: kept in the audit log */
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    accountId: number;
                    display: string;
                    username: string;
                    email: string;
                    /** @description member, moderator (the review tools) or operator (everything, roles too) */
                    role: 'member' | 'moderator' | 'operator';
                    /** @description Epoch milliseconds */
                    memberSince: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your tournaments, or the one a join code opens
     * @description Without joinCode: the tournaments you own or joined, running ones first. With joinCode: the tournament it belongs to, so you can join it. includeScores=MINE adds your scores.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description Finds the tournament to join, joined or not */
          joinCode?: string;
          /** @description MINE adds your scores to each tournament */
          includeScores?: 'MINE' | 'NONE';
          /** @description ALL (default): yours and the ones you joined */
          filter?: 'ALL' | 'OWNED' | 'JOINED';
          keyword?: string;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                missionId: number;
                title: string;
                description: string;
                /** @description Share it: whoever has it can join */
                joinCode: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Epoch milliseconds */
                startDate: number;
                /** @description Epoch milliseconds */
                endDate: number;
                missionType: string;
                /** @description UPCOMING, ACTIVE or ENDED */
                status: string;
                /** @description Open for play now */
                active: boolean;
                games: {
                  packId: number;
                  name: string;
                  icon: string | null;
                  levelCount: number;
                }[];
                /** @description Your scores in it, newest first, with includeScores=MINE; otherwise empty */
                scores: {
                  scoreId: number;
                  points: number;
                  correctCount: number;
                  questionCount: number;
                  completed: boolean;
                  /** @description Milliseconds taken */
                  timeValue: number;
                  ticketsEarned: number;
                  missionId: number | null;
                  /** @description Epoch milliseconds */
                  created: number;
                  packId: number;
                  gameLevelId: number;
                }[];
                rewards: string | null;
                /** @description Tickets it costs to join */
                costToPlay: number;
                /** @description Members taking part, the owner included */
                acceptedCount: number;
                joined: boolean;
                isOwner: boolean;
                /** @description Questions voted for, most votes first */
                votes: {
                  gameObjectId: number;
                  question: string;
                  voteCount: number;
                }[];
                myVote: number | null;
                /** @description Epoch milliseconds */
                created: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Start a tournament over some quiz packs
     * @description You own it and are its first member; share its joinCode to let others in. Refused (TOO_MANY_TOURNAMENTS) while you run 20 unfinished ones.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            title: string;
            description?: string;
            startDate: number;
            endDate: number;
            /** @description Quiz pack ids */
            games: number[];
            costToPlay?: number;
            rewards?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    missionId: number;
                    title: string;
                    description: string;
                    /** @description Share it: whoever has it can join */
                    joinCode: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    /** @description Epoch milliseconds */
                    startDate: number;
                    /** @description Epoch milliseconds */
                    endDate: number;
                    missionType: string;
                    /** @description UPCOMING, ACTIVE or ENDED */
                    status: string;
                    /** @description Open for play now */
                    active: boolean;
                    games: {
                      packId: number;
                      name: string;
                      icon: string | null;
                      levelCount: number;
                    }[];
                    /** @description Your scores in it, newest first, with includeScores=MINE; otherwise empty */
                    scores: {
                      scoreId: number;
                      points: number;
                      correctCount: number;
                      questionCount: number;
                      completed: boolean;
                      /** @description Milliseconds taken */
                      timeValue: number;
                      ticketsEarned: number;
                      missionId: number | null;
                      /** @description Epoch milliseconds */
                      created: number;
                      packId: number;
                      gameLevelId: number;
                    }[];
                    rewards: string | null;
                    /** @description Tickets it costs to join */
                    costToPlay: number;
                    /** @description Members taking part, the owner included */
                    acceptedCount: number;
                    joined: boolean;
                    isOwner: boolean;
                    /** @description Questions voted for, most votes first */
                    votes: {
                      gameObjectId: number;
                      question: string;
                      voteCount: number;
                    }[];
                    myVote: number | null;
                    /** @description Epoch milliseconds */
                    created: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A tournament you own or joined
     * @description 404 when it does not exist or you are not in it.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description MINE adds your scores to each tournament */
          includeScores?: 'MINE' | 'NONE';
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                missionId: number;
                title: string;
                description: string;
                /** @description Share it: whoever has it can join */
                joinCode: string;
                owner: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description Epoch milliseconds */
                startDate: number;
                /** @description Epoch milliseconds */
                endDate: number;
                missionType: string;
                /** @description UPCOMING, ACTIVE or ENDED */
                status: string;
                /** @description Open for play now */
                active: boolean;
                games: {
                  packId: number;
                  name: string;
                  icon: string | null;
                  levelCount: number;
                }[];
                /** @description Your scores in it, newest first, with includeScores=MINE; otherwise empty */
                scores: {
                  scoreId: number;
                  points: number;
                  correctCount: number;
                  questionCount: number;
                  completed: boolean;
                  /** @description Milliseconds taken */
                  timeValue: number;
                  ticketsEarned: number;
                  missionId: number | null;
                  /** @description Epoch milliseconds */
                  created: number;
                  packId: number;
                  gameLevelId: number;
                }[];
                rewards: string | null;
                /** @description Tickets it costs to join */
                costToPlay: number;
                /** @description Members taking part, the owner included */
                acceptedCount: number;
                joined: boolean;
                isOwner: boolean;
                /** @description Questions voted for, most votes first */
                votes: {
                  gameObjectId: number;
                  question: string;
                  voteCount: number;
                }[];
                myVote: number | null;
                /** @description Epoch milliseconds */
                created: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join a tournament by its join code
     * @description Pays its costToPlay in tickets. 404 when no tournament has the code. Refusals: ALREADY_JOINED, TOURNAMENT_ENDED, NOT_ENOUGH_TICKETS.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            joinCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    missionId: number;
                    title: string;
                    description: string;
                    /** @description Share it: whoever has it can join */
                    joinCode: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    /** @description Epoch milliseconds */
                    startDate: number;
                    /** @description Epoch milliseconds */
                    endDate: number;
                    missionType: string;
                    /** @description UPCOMING, ACTIVE or ENDED */
                    status: string;
                    /** @description Open for play now */
                    active: boolean;
                    games: {
                      packId: number;
                      name: string;
                      icon: string | null;
                      levelCount: number;
                    }[];
                    /** @description Your scores in it, newest first, with includeScores=MINE; otherwise empty */
                    scores: {
                      scoreId: number;
                      points: number;
                      correctCount: number;
                      questionCount: number;
                      completed: boolean;
                      /** @description Milliseconds taken */
                      timeValue: number;
                      ticketsEarned: number;
                      missionId: number | null;
                      /** @description Epoch milliseconds */
                      created: number;
                      packId: number;
                      gameLevelId: number;
                    }[];
                    rewards: string | null;
                    /** @description Tickets it costs to join */
                    costToPlay: number;
                    /** @description Members taking part, the owner included */
                    acceptedCount: number;
                    joined: boolean;
                    isOwner: boolean;
                    /** @description Questions voted for, most votes first */
                    votes: {
                      gameObjectId: number;
                      question: string;
                      voteCount: number;
                    }[];
                    myVote: number | null;
                    /** @description Epoch milliseconds */
                    created: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/vote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Vote for a question (game object) of a tournament you are in
     * @description One vote each; voting for another question moves it. 404 when the tournament is not yours to see or the question is not one of its games. Refusals: ALREADY_VOTED (the same question again), TOURNAMENT_NOT_STARTED, TOURNAMENT_ENDED.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            missionId: number;
            gameObjectId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    missionId: number;
                    title: string;
                    description: string;
                    /** @description Share it: whoever has it can join */
                    joinCode: string;
                    owner: {
                      accountId: number;
                      display: string;
                      username: string;
                      profileImage: string;
                      /** @description MEMBER or OPERATOR */
                      accountType: string;
                      locationDisplay: string | null;
                    };
                    /** @description Epoch milliseconds */
                    startDate: number;
                    /** @description Epoch milliseconds */
                    endDate: number;
                    missionType: string;
                    /** @description UPCOMING, ACTIVE or ENDED */
                    status: string;
                    /** @description Open for play now */
                    active: boolean;
                    games: {
                      packId: number;
                      name: string;
                      icon: string | null;
                      levelCount: number;
                    }[];
                    /** @description Your scores in it, newest first, with includeScores=MINE; otherwise empty */
                    scores: {
                      scoreId: number;
                      points: number;
                      correctCount: number;
                      questionCount: number;
                      completed: boolean;
                      /** @description Milliseconds taken */
                      timeValue: number;
                      ticketsEarned: number;
                      missionId: number | null;
                      /** @description Epoch milliseconds */
                      created: number;
                      packId: number;
                      gameLevelId: number;
                    }[];
                    rewards: string | null;
                    /** @description Tickets it costs to join */
                    costToPlay: number;
                    /** @description Members taking part, the owner included */
                    acceptedCount: number;
                    joined: boolean;
                    isOwner: boolean;
                    /** @description Questions voted for, most votes first */
                    votes: {
                      gameObjectId: number;
                      question: string;
                      voteCount: number;
                    }[];
                    myVote: number | null;
                    /** @description Epoch milliseconds */
                    created: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/upload/profile-image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload your profile image (multipart/form-data, one `file` field)
     * @description PNG, JPEG or WebP, at most 2 MiB and 40 megapixels (413 above, 415 for other types or a file that does not decode, 400 without a file), within the member's upload quotas (429 with Retry-After past the daily one, 413 past the total; the avatar it replaces does not count). The image becomes your avatar, served resized and without its metadata at /media/uploads/{uploadId}.
     */
    post: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description The image: PNG, JPEG or WebP, at most 2 MiB */
            file?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                profileInfo: {
                  accountId: number;
                  firstName: string;
                  lastName: string;
                  /** @description Full name as shown to others */
                  display: string;
                  username: string;
                  locationDisplay: string | null;
                  profileAvatar: {
                    /** Format: uri */
                    fullURL: string;
                  };
                };
                appInfo: {
                  appBlob: string | null;
                };
                friendInfo: null;
                /** @description You follow this member */
                following: boolean;
                friend: boolean;
                isProfileOwner: boolean;
                referralAccountId: number | null;
                counts: {
                  /** @description The member's posts you may see */
                  albums: number;
                  friends: number;
                  /** @description Members who follow this member */
                  followers: number;
                  /** @description Members this member follows */
                  following: number;
                };
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A member profile (appBlob only for its owner) */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                profileInfo: {
                  accountId: number;
                  firstName: string;
                  lastName: string;
                  /** @description Full name as shown to others */
                  display: string;
                  username: string;
                  locationDisplay: string | null;
                  profileAvatar: {
                    /** Format: uri */
                    fullURL: string;
                  };
                };
                appInfo: {
                  appBlob: string | null;
                };
                friendInfo: null;
                /** @description You follow this member */
                following: boolean;
                friend: boolean;
                isProfileOwner: boolean;
                referralAccountId: number | null;
                counts: {
                  /** @description The member's posts you may see */
                  albums: number;
                  friends: number;
                  /** @description Members who follow this member */
                  followers: number;
                  /** @description Members this member follows */
                  following: number;
                };
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/by-handle/{handle}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A member profile by @handle (an old handle still finds them for 30 days)
     * @description A handle the member changed away from in the last 30 days answers with their profile under the current handle (profileInfo.username).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description Without the @: 3–30 letters a–z, digits, dots and underscores, starting and ending with a letter or digit; unique whatever its case; names of the app or its staff are reserved */
          handle: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                profileInfo: {
                  accountId: number;
                  firstName: string;
                  lastName: string;
                  /** @description Full name as shown to others */
                  display: string;
                  username: string;
                  locationDisplay: string | null;
                  profileAvatar: {
                    /** Format: uri */
                    fullURL: string;
                  };
                };
                appInfo: {
                  appBlob: string | null;
                };
                friendInfo: null;
                /** @description You follow this member */
                following: boolean;
                friend: boolean;
                isProfileOwner: boolean;
                referralAccountId: number | null;
                counts: {
                  /** @description The member's posts you may see */
                  albums: number;
                  friends: number;
                  /** @description Members who follow this member */
                  followers: number;
                  /** @description Members this member follows */
                  following: number;
                };
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/follow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follow a member
     * @description Following twice counts once; recorded as a FOLLOW event. 404 for an unknown member or yourself.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId: number;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                accountId: number;
                /** @description You follow this member now */
                following: boolean;
                followerCount: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    /**
     * Stop following a member
     * @description Name the member by accountId in the query or the body.
     */
    delete: {
      parameters: {
        query?: {
          accountId?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId?: number;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                accountId: number;
                /** @description You follow this member now */
                following: boolean;
                followerCount: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/follow/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A member's followers, or the members they follow
     * @description Newest first, with public account fields only and whether you follow each of them.
     */
    get: {
      parameters: {
        query: {
          accountId: number;
          /** @description FOLLOWERS: who follows the member; FOLLOWING: whom the member follows */
          followType: 'FOLLOWERS' | 'FOLLOWING';
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                accountId: number;
                display: string;
                username: string;
                profileImage: string;
                /** @description MEMBER or OPERATOR */
                accountType: string;
                locationDisplay: string | null;
                /** @description You and this member are friends */
                friend: boolean;
                /** @description You follow this member */
                following: boolean;
                /** @description Members who follow this member */
                followerCount: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/handle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change your @handle
     * @description Your old handle keeps finding you, and nobody else may take it, for 30 days. A handle someone else uses or holds is 409 HANDLE_TAKEN (naming a free one); a few changes a day at most (429).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Without the @: 3–30 letters a–z, digits, dots and underscores, starting and ending with a letter or digit; unique whatever its case; names of the app or its staff are reserved */
            handle: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                id: number;
                /** @description Same as id */
                accountId: number;
                email: string;
                firstName: string;
                lastName: string;
                display: string;
                username: string;
                personalAudienceName: string;
                /** @description Audiences that gate visibility */
                audienceIds: number[];
                /** @description May change the app configuration */
                isOperator: boolean;
                /** @description member, moderator (the review tools) or operator (everything, roles too) */
                role: 'member' | 'moderator' | 'operator';
                profileInfo: {
                  accountId: number;
                  firstName: string;
                  lastName: string;
                  /** @description Full name as shown to others */
                  display: string;
                  username: string;
                  locationDisplay: string | null;
                  profileAvatar: {
                    /** Format: uri */
                    fullURL: string;
                  };
                };
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Conflict */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/handle/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a handle may be chosen, with free ones to offer when not
     * @description A handle is unavailable when it breaks the handle rules, when a member uses it (whatever its case), or when a member changed away from it in the last 30 days. The suggestions are numbered forms of a taken handle; for a handle that breaks the rules, they come from firstName and lastName when given.
     */
    get: {
      parameters: {
        query: {
          /** @description Without the @: 3–30 letters a–z, digits, dots and underscores, starting and ending with a letter or digit; unique whatever its case; names of the app or its staff are reserved */
          handle: string;
          firstName?: string;
          lastName?: string;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                handle: string;
                /** @description Valid, and nobody uses or holds it */
                available: boolean;
                /** @description Why not, or that it is free, for the member */
                message: string;
                /** @description Free handles to offer instead (empty when this one is available) */
                suggestions: string[];
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/handle/suggest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A free handle for a new member, from their name (for the sign-up form) */
    get: {
      parameters: {
        query?: {
          firstName?: string;
          lastName?: string;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                /** @description A free handle, without the @ */
                handle: string;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/hidden': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The members you blocked or muted, most recent first */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                account: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description MUTE: the member's posts, comments, messages and notifications disappear for you. BLOCK: the same both ways, and neither of you can message the other, add the other to a group chat or find the other in member lists and search. */
                kind: 'BLOCK' | 'MUTE';
                /** @description When you blocked or muted them (epoch ms) */
                since: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/hidden/{accountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Block or mute a member (a block replaces a mute, and the reverse) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description MUTE: the member's posts, comments, messages and notifications disappear for you. BLOCK: the same both ways, and neither of you can message the other, add the other to a group chat or find the other in member lists and search. */
            kind: 'BLOCK' | 'MUTE';
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                account: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description MUTE: the member's posts, comments, messages and notifications disappear for you. BLOCK: the same both ways, and neither of you can message the other, add the other to a group chat or find the other in member lists and search. */
                kind: 'BLOCK' | 'MUTE';
                /** @description When you blocked or muted them (epoch ms) */
                since: number;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    /** Unblock or unmute a member */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/influencers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Members ranked by followers and engagement
     * @description Engagement is the likes and comments on the posts you may see: posts hidden from your audiences count for nothing here.
     */
    get: {
      parameters: {
        query?: {
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                accountId: number;
                display: string;
                username: string;
                profileImage: string;
                /** @description MEMBER or OPERATOR */
                accountType: string;
                locationDisplay: string | null;
                /** @description You and this member are friends */
                friend: boolean;
                /** @description You follow this member */
                following: boolean;
                /** @description Members who follow this member */
                followerCount: number;
                /** @description 1 for the most influential */
                rank: number;
                followingCount: number;
                /** @description Posts you may see */
                postCount: number;
                /** @description Likes and comments on the posts you may see */
                engagement: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password
     * @description Wrong credentials are HTTP 200 with `valid:false, errorCode:INVALID_CREDENTIALS`. Failures slow down only the address that failed (429 with Retry-After): at one account, across accounts, and, for an account guessed at from many addresses, a spacing that doubles with every failure. An address that has not failed is never refused.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    user: {
                      id: number;
                      /** @description Same as id */
                      accountId: number;
                      email: string;
                      firstName: string;
                      lastName: string;
                      display: string;
                      username: string;
                      personalAudienceName: string;
                      /** @description Audiences that gate visibility */
                      audienceIds: number[];
                      /** @description May change the app configuration */
                      isOperator: boolean;
                      /** @description member, moderator (the review tools) or operator (everything, roles too) */
                      role: 'member' | 'moderator' | 'operator';
                      profileInfo: {
                        accountId: number;
                        firstName: string;
                        lastName: string;
                        /** @description Full name as shown to others */
                        display: string;
                        username: string;
                        locationDisplay: string | null;
                        profileAvatar: {
                          /** Format: uri */
                          fullURL: string;
                        };
                      };
                    };
                    session: {
                      /** @description Send as `Authorization: Bearer <token>` */
                      token: string;
                      /** @description Epoch milliseconds */
                      expiresAt: number;
                    };
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke the current session token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/logout-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere: revoke every session of yours, this one included */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                id: number;
                /** @description Same as id */
                accountId: number;
                email: string;
                firstName: string;
                lastName: string;
                display: string;
                username: string;
                personalAudienceName: string;
                /** @description Audiences that gate visibility */
                audienceIds: number[];
                /** @description May change the app configuration */
                isOperator: boolean;
                /** @description member, moderator (the review tools) or operator (everything, roles too) */
                role: 'member' | 'moderator' | 'operator';
                profileInfo: {
                  accountId: number;
                  firstName: string;
                  lastName: string;
                  /** @description Full name as shown to others */
                  display: string;
                  username: string;
                  locationDisplay: string | null;
                  profileAvatar: {
                    /** Format: uri */
                    fullURL: string;
                  };
                };
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/myprofile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update your own profile (names, app blob, referral) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            returnProfile?: boolean;
            responseFilters?: string;
            appBlob?: string | null;
            firstName?: string;
            lastName?: string;
            referralAccountId?: number;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    profileInfo: {
                      accountId: number;
                      firstName: string;
                      lastName: string;
                      /** @description Full name as shown to others */
                      display: string;
                      username: string;
                      locationDisplay: string | null;
                      profileAvatar: {
                        /** Format: uri */
                        fullURL: string;
                      };
                    };
                    appInfo: {
                      appBlob: string | null;
                    };
                    friendInfo: null;
                    /** @description You follow this member */
                    following: boolean;
                    friend: boolean;
                    isProfileOwner: boolean;
                    referralAccountId: number | null;
                    counts: {
                      /** @description The member's posts you may see */
                      albums: number;
                      friends: number;
                      /** @description Members who follow this member */
                      followers: number;
                      /** @description Members this member follows */
                      following: number;
                    };
                  } | null;
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/myprofile/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete your account (your password asked again)
     * @description Removes your personal information and private conversations and ends every session; public posts and comments stay, shown as by a deleted member (the privacy policy). A wrong password is HTTP 200 with `valid:false, errorCode:WRONG_PASSWORD`; the local demo member is refused (DEMO_MEMBER).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Asked again, to be sure */
            password: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/myprofile/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A copy of your own data: profile, posts, comments, messages and orders
     * @description Sent as a JSON file to save (Content-Disposition: attachment).
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description When the copy was made (ISO 8601) */
              exportedAt: string;
              profile: {
                [key: string]: unknown;
              };
              posts: {
                [key: string]: unknown;
              }[];
              comments: {
                [key: string]: unknown;
              }[];
              chatMessages: {
                [key: string]: unknown;
              }[];
              orders: {
                [key: string]: unknown;
              }[];
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change your password; your other sessions end, this one stays
     * @description A wrong current password is HTTP 200 with `valid:false, errorCode:WRONG_PASSWORD`.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string;
            newPassword: string;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/people/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find other members by name or username
     * @description Returns the public account-short form only (never e-mail or other private fields), with whether you are friends. Exact matches come first.
     */
    get: {
      parameters: {
        query?: {
          /** @description Part of a name or username */
          keyword?: string;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                accountId: number;
                display: string;
                username: string;
                profileImage: string;
                /** @description MEMBER or OPERATOR */
                accountType: string;
                locationDisplay: string | null;
                /** @description You and this member are friends */
                friend: boolean;
                /** @description You follow this member */
                following: boolean;
                /** @description Members who follow this member */
                followerCount: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/referral/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your referral tree: who referred you, and whom you referred
     * @description A referral is recorded when a member signs up through your link (PUT /users/myprofile referralAccountId). Only your own tree: another accountId is 404. Lists are at most 100 long (larger limits are clamped).
     */
    get: {
      parameters: {
        query?: {
          /** @description Whose tree: only your own (anyone else is 404). Default: you. */
          accountId?: number;
          /** @description GET_CHILDREN (members you referred, and theirs), GET_ANCESTOR (who referred you, and who referred them) or GET_ALL (default); CHILDREN, ANCESTOR/PARENT and ALL are accepted too. */
          retrieveType?:
            | 'GET_CHILDREN'
            | 'GET_ANCESTOR'
            | 'GET_ALL'
            | 'CHILDREN'
            | 'ANCESTOR'
            | 'PARENT'
            | 'ALL';
          /** @description How many levels to walk each way (default 3) */
          levelLimit?: number;
          /** @description Levels of children; overrides levelLimit */
          childrenLevelLimit?: number;
          /** @description Levels of ancestors; overrides levelLimit */
          ancestorLevelLimit?: number;
          /** @description Offset (default 0) */
          childrenListStart?: number;
          /** @description Page size (default and at most 100) */
          childrenListLimit?: number;
          /** @description Offset (default 0) */
          ancestorListStart?: number;
          /** @description Page size (default and at most 100) */
          ancestorListLimit?: number;
          /** @description Same as childrenListStart */
          start?: number;
          /** @description Same as childrenListLimit */
          limit?: number;
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                account: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                };
                /** @description GET_CHILDREN, GET_ANCESTOR or GET_ALL */
                retrieveType: string;
                /** @description Nearest first */
                ancestors: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                  /** @description 1 = directly referred by (or directly referring) you */
                  level: number;
                  referrerId: number | null;
                  /** @description When this member signed up (epoch ms) */
                  joinedDate: number;
                  /** @description Members this one referred directly */
                  childrenTotalNumber: number;
                }[];
                ancestorTotal: number;
                /** @description By level, then newest first */
                children: {
                  accountId: number;
                  display: string;
                  username: string;
                  profileImage: string;
                  /** @description MEMBER or OPERATOR */
                  accountType: string;
                  locationDisplay: string | null;
                  /** @description 1 = directly referred by (or directly referring) you */
                  level: number;
                  referrerId: number | null;
                  /** @description When this member signed up (epoch ms) */
                  joinedDate: number;
                  /** @description Members this one referred directly */
                  childrenTotalNumber: number;
                }[];
                childrenTotal: number;
                childrenStart: number;
                childrenLimit: number;
                hasMoreChildren: boolean;
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account (18+) and sign in
     * @description Without `handle`, the member gets the first free handle their name suggests (GET /users/handle/suggest). A handle someone uses or holds is 409 HANDLE_TAKEN, naming a free one.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            password: string;
            firstName: string;
            lastName: string;
            /** @description Without the @: 3–30 letters a–z, digits, dots and underscores, starting and ending with a letter or digit; unique whatever its case; names of the app or its staff are reserved */
            handle?: string;
            /**
             * @description The member confirms being 18 or older
             * @enum {boolean}
             */
            ageConfirmed: true;
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                user: {
                  id: number;
                  /** @description Same as id */
                  accountId: number;
                  email: string;
                  firstName: string;
                  lastName: string;
                  display: string;
                  username: string;
                  personalAudienceName: string;
                  /** @description Audiences that gate visibility */
                  audienceIds: number[];
                  /** @description May change the app configuration */
                  isOperator: boolean;
                  /** @description member, moderator (the review tools) or operator (everything, roles too) */
                  role: 'member' | 'moderator' | 'operator';
                  profileInfo: {
                    accountId: number;
                    firstName: string;
                    lastName: string;
                    /** @description Full name as shown to others */
                    display: string;
                    username: string;
                    locationDisplay: string | null;
                    profileAvatar: {
                      /** Format: uri */
                      fullURL: string;
                    };
                  };
                };
                session: {
                  /** @description Send as `Authorization: Bearer <token>` */
                  token: string;
                  /** @description Epoch milliseconds */
                  expiresAt: number;
                };
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Conflict */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Place an order for the cart
     * @description One transaction: stock is checked and taken, credit charged for RELOAD, the order and its wallet entries (each with a redemption code) created — or nothing changes. An order that costs nothing (a promo code covering it all) is paid by nothing: it is answered as CASH with no payments, a reservation collected in the shop, under the pay-in-shop caps and expiry. A promo code is used at most its per-member limit (once, unless the code allows more). The same idempotencyKey with the same request returns the first order; with a different one it is 409 IDEMPOTENCY_KEY_REUSED. Refusals are HTTP 200 with valid:false and an errorCode: EMPTY_CART, OFFER_UNAVAILABLE, OUT_OF_STOCK, INVALID_SIZE, PROMO_UNKNOWN, PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, PROMO_ALREADY_USED, INSUFFICIENT_CREDIT, RESERVATION_LIMIT (paid in the shop: up to 10 items an order, 20 unpaid a member), NEW_ACCOUNT_RESERVATION_LIMIT (an account in its first day: up to 3 unpaid). More than 5 pay-in-shop orders or 30 items reserved in 24 hours is 429 with Retry-After. A billing address that is not yours is 404.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            offerCart: {
              offerId: number;
              offerLocationId: number;
              quantity: number;
              display?: {
                item?: string;
                size?: string | null;
              };
            }[];
            /** @description CASH pays in the shop; RELOAD pays with credit */
            currencyType?: 'CASH' | 'RELOAD';
            promoCode?: string | null;
            /** @description Ignored: prices always come from the database */
            finalPrice?: number;
            billingAddressId: number;
            /** @description Chosen by the client per checkout; repeating it returns the first order */
            idempotencyKey: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    orderId: number;
                    /** @description PURCHASE or RELOAD (buying credit) */
                    orderType: string;
                    status: string;
                    customer: {
                      accountId: number;
                      display: string;
                    };
                    /** @description What the order cost after any promo code */
                    amount: number;
                    subtotal: number;
                    discount: number;
                    /** @description CASH pays in the shop; RELOAD pays with credit */
                    currencyType: 'CASH' | 'RELOAD';
                    promoCode: string | null;
                    description: string;
                    billingAddress: {
                      billingAddressId: number;
                      name: string;
                      street: string;
                      street2: string;
                      city: string;
                      state: string;
                      postalCode: string;
                      country: string;
                      phone: string | null;
                      /** @description Epoch ms */
                      created: number;
                      /** @description Epoch ms */
                      updated: number;
                    } | null;
                    purchases: {
                      transactionId: number;
                      orderId: number;
                      offerLocationId: number | null;
                      offerId: number | null;
                      offerName: string;
                      size: string | null;
                      quantity: number;
                      fullPrice: number;
                      discountPrice: number;
                      price: number;
                      lineTotal: number;
                      /** @description Shown at the counter to collect the items */
                      redemptionCode: string;
                      qrCodeUrl: string | null;
                      image: string | null;
                      location: {
                        retailerLocationId: number;
                        name: string;
                        locationDisplay: string;
                        address: {
                          street: string;
                          city: string;
                          state: string;
                          postalCode: string;
                          country: string;
                        };
                      } | null;
                      /** @description ACTIVE, REDEEMED or EXPIRED */
                      status: string;
                      /** @description Epoch ms */
                      created: number;
                    }[];
                    credits: {
                      entryId: number;
                      /** @description Positive adds credit, negative spends it */
                      amount: number;
                      /** @description STARTING_CREDIT, RELOAD, PURCHASE, REFUND or ADJUSTMENT */
                      entryType: string;
                      description: string;
                      orderId: number | null;
                      /** @description Epoch ms */
                      created: number;
                    }[];
                    payments: {
                      /** @description CASH (in the shop), CREDIT, or CARD (a reload) */
                      paymentType: string;
                      amount: number;
                      /** @description DUE_AT_PICKUP or PAID; a card payment PENDING or FAILED */
                      status: string;
                      /** @description Who takes a card payment: stripe */
                      provider?: string;
                      paymentIntentId?: string | null;
                      clientSecret?: string | null;
                    }[];
                    /** @description Epoch ms */
                    created: number;
                    /** @description Epoch ms */
                    updated: number;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Conflict */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallets/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Price a cart: database prices, discounts, promo code and your credit
     * @description Client prices and finalPrice are ignored. Refusals are HTTP 200 with valid:false and an errorCode: EMPTY_CART, OFFER_UNAVAILABLE, OUT_OF_STOCK, INVALID_SIZE, PROMO_UNKNOWN, PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, PROMO_ALREADY_USED.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Latitude of the member (0 means unknown) */
            latitude?: number;
            /** @description Longitude of the member (0 means unknown) */
            longitude?: number;
            offerCart: {
              offerId: number;
              offerLocationId: number;
              quantity: number;
              display?: {
                item?: string;
                size?: string | null;
              };
            }[];
            /** @description CASH pays in the shop; RELOAD pays with credit */
            currencyType?: 'CASH' | 'RELOAD';
            promoCode?: string | null;
            /** @description Ignored: prices always come from the database */
            finalPrice?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  /** @enum {boolean} */
                  valid: true;
                  message: string;
                  item: {
                    offerCart: {
                      offerId: number;
                      offerLocationId: number;
                      offerName: string;
                      locationName: string;
                      size: string | null;
                      quantity: number;
                      fullPrice: number;
                      discountPrice: number;
                      /** @description One unit: discountPrice unless 0 */
                      price: number;
                      lineTotal: number;
                      stock: number;
                    }[];
                    /** @description CASH pays in the shop; RELOAD pays with credit */
                    currencyType: 'CASH' | 'RELOAD';
                    promoCode: string | null;
                    promoDescription: string | null;
                    itemCount: number;
                    subtotal: number;
                    discount: number;
                    /** @description What the order costs: subtotal less discount */
                    finalPrice: number;
                    creditBalance: number;
                    /** @description Whether credit covers finalPrice */
                    creditSufficient: boolean;
                  };
                }
              | {
                  /** @enum {boolean} */
                  valid: false;
                  message: string;
                  errorCode: string;
                  /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
                  retryAfter?: number;
                };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/wallets/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your wallet: what you bought, newest first, with redemption codes */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          status?: string;
          orderId?: number;
          /** @description Offset of the first item (default 0) */
          start?: number;
          /** @description Page size (default 10, at most 100) */
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              items: {
                transactionId: number;
                orderId: number;
                offerLocationId: number | null;
                offerId: number | null;
                offerName: string;
                size: string | null;
                quantity: number;
                fullPrice: number;
                discountPrice: number;
                price: number;
                lineTotal: number;
                /** @description Shown at the counter to collect the items */
                redemptionCode: string;
                qrCodeUrl: string | null;
                image: string | null;
                location: {
                  retailerLocationId: number;
                  name: string;
                  locationDisplay: string;
                  address: {
                    street: string;
                    city: string;
                    state: string;
                    postalCode: string;
                    country: string;
                  };
                } | null;
                /** @description ACTIVE, REDEEMED or EXPIRED */
                status: string;
                /** @description Epoch ms */
                created: number;
              }[];
              /** @description Items in this page */
              count: number;
              /** @description Items matching the query; long lists count at most 1000 (always past the next page), so it is exact on the last page */
              countTotal: number;
              hasMoreResults: boolean;
              start: number;
              limit: number;
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The session is missing, expired or revoked */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database reachability */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: true;
              message: string;
              item: {
                /** @enum {string} */
                status: 'ok';
                /** @enum {unknown} */
                database: 'pglite' | 'postgres';
              };
            };
          };
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Database unreachable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Demo images (SVG), sounds (WAV) and video (MP4, HLS), cached for a day, then revalidated by ETag; one byte range on request. A live-….m3u8 playlist is a LIVE stream: a moving window over its clip's segments, looping, never cached */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
        };
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, sound or video */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description The byte range asked for (Range: bytes=start-end), as Content-Range says */
        206: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Not modified (ETag matched) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description The range starts past the end of the file */
        416: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/uploads/{uploadId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An uploaded image in its full size
     * @description A photo of something private (a chat, a private group, a locked album, or not yet posted) is served only through the signed link the API hands to those who may see it: `expires` and `signature`, for that size, until it expires (404 otherwise), with `Cache-Control: private` and a bounded max-age. Other photos are cached for good.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description Epoch seconds */
          expires?: number;
          signature?: string;
        };
        header?: never;
        path: {
          uploadId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Not modified (ETag matched) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/uploads/{uploadId}/{variant}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One size of an uploaded image (WebP, without metadata)
     * @description Sizes: thumbnail (within 320×320), cover (within 1080×1080), full (within 2048×2048); an image is never enlarged and keeps its shape. A photo of something private (a chat, a private group, a locked album, or not yet posted) is served only through the signed link the API hands to those who may see it: `expires` and `signature`, for that size, until it expires (404 otherwise), with `Cache-Control: private` and a bounded max-age. Other photos are cached for good.
     */
    get: {
      parameters: {
        query?: {
          /** @description Latitude of the member (0 means unknown) */
          latitude?: number;
          /** @description Longitude of the member (0 means unknown) */
          longitude?: number;
          /** @description Epoch seconds */
          expires?: number;
          signature?: string;
        };
        header?: never;
        path: {
          uploadId: string;
          variant: 'thumbnail' | 'cover' | 'full';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Not modified (ETag matched) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad input; the message names the field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Not found, or not yours */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
        /** @description Server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              valid: false;
              message: string;
              errorCode: string;
              /** @description With 429 (and 503): seconds to wait before trying again, as Retry-After */
              retryAfter?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
