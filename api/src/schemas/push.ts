import { Type } from 'typebox';
import { GeoFields } from './common.ts';

/** The server's VAPID public key, which a device subscribes with (PushManager.subscribe). */
export const PushKey = Type.Object({
  publicKey: Type.String({ description: 'base64url, the applicationServerKey' }),
});

const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 16, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });

/** A device's push subscription, as PushSubscription.toJSON() gives it. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 12, maxLength: 2000, description: 'https address' }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      { p256dh: Base64Url(200), auth: Base64Url(100) },
      { additionalProperties: false },
    ),
    ...GeoFields,
  },
  { additionalProperties: false },
);

export const PushEndpointBody = Type.Object(
  { endpoint: Type.String({ minLength: 12, maxLength: 2000 }), ...GeoFields },
  { additionalProperties: false },
);

export const PushDevices = Type.Object({
  devices: Type.Integer({ description: 'Devices the member receives push notifications on' }),
});
