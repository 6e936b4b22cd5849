// Shapes of the marketplace endpoints (PLATFORM.md names, plus what Canopy adds).
import type { CurrencyType } from '../../domain/cart.ts';
import type { RetailerLocation } from '../types.ts';

/** A business rule that said no (HTTP 200): the client already showed `message` as a toast. */
export interface BusinessRefusal {
  valid: false;
  message: string;
  errorCode: string;
}

export function isRefusal(value: unknown): value is BusinessRefusal {
  return (
    typeof value === 'object' && value !== null && (value as { valid?: unknown }).valid === false
  );
}

export interface Category {
  categoryId: number;
  name: string;
}

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface RetailerLocationSummary {
  retailerLocationId: number;
  retailerId: number;
  name: string;
  retailerName: string;
  locationDisplay: string;
  address: PostalAddress;
  latitude: number;
  longitude: number;
  distance: number;
  logo: string | null;
}

/** One offer at one retailer location (the product page). */
export interface OfferLocation {
  offerLocationId: number;
  offerId: number;
  retailerId: number;
  retailerLocationId: number;
  offerName: string;
  subTitle: string;
  description: string;
  locationName: string;
  fullPrice: number;
  /** 0 means no discount. */
  discountPrice: number;
  /** One unit: discountPrice unless 0. */
  price: number;
  image: string | null;
  images: string[];
  sizes: string[];
  stock: number;
  distance: number;
  distanceUnit: string;
  favorite: boolean;
  favoriteId: number | null;
  likeCount: number;
  hasLiked: boolean;
  categories: Category[];
  offerType: string;
  barcode: string | null;
  externalUrl: string | null;
  starts: number | null;
  expires: number | null;
  /** On sale now. */
  active: boolean;
  retailerLocation: RetailerLocationSummary;
}

export interface Offer {
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
  categories: Category[];
  offerType: string;
  barcode: string | null;
  externalUrl: string | null;
  starts: number | null;
  expires: number | null;
  active: boolean;
  locations: Array<{
    offerLocationId: number;
    retailerLocationId: number;
    locationName: string;
    locationDisplay: string;
    stock: number;
    distance: number;
  }>;
}

export interface RetailerLocationDetail extends RetailerLocation {
  retailerId: number;
  description: string;
  favoriteId: number | null;
  offers: OfferLocation[];
}

export interface Retailer {
  retailerId: number;
  name: string;
  description: string;
  logo: string | null;
  picture1: string | null;
  website: string | null;
  active: boolean;
  categories: Category[];
  locationCount: number;
  locations: Array<{
    retailerLocationId: number;
    name: string;
    locationDisplay: string;
    distance: number;
  }>;
}

export type FavoriteTarget = { offerLocationId: number } | { retailerLocationId: number };

export interface Favorite {
  favoriteId: number;
  favoritableType: 'OFFER_LOCATION' | 'RETAILER_LOCATION';
  favoritableId: number;
  offerLocationId: number | null;
  retailerLocationId: number | null;
  created: number;
}

export interface LikeState {
  likeId: number | null;
  likableType: 'OFFER_LOCATION' | 'RETAILER_LOCATION';
  likableId: number;
  likeCount: number;
  hasLiked: boolean;
}

export interface Region {
  id: number;
  shortName: string;
  fullName: string;
  state: string;
  latitude: number;
  longitude: number;
  postalCodes: string[];
  regionClass: string;
  population: number;
  distance: number;
}

export interface EventAttendance {
  event: { eventId: number; title: string };
  attendee: { accountId: number; display: string };
  friend: { accountId: number; display: string } | null;
}

export interface BillingAddressInput {
  name: string;
  street: string;
  street2?: string;
  city: string;
  state: string;
  postalCode: string;
  country?: string;
  phone?: string | null;
}

export interface BillingAddress extends Required<Omit<BillingAddressInput, 'phone'>> {
  billingAddressId: number;
  phone: string | null;
  created: number;
  updated: number;
}

export interface CreditEntry {
  entryId: number;
  /** Positive adds credit, negative spends it. */
  amount: number;
  entryType: 'STARTING_CREDIT' | 'RELOAD' | 'PURCHASE' | 'REFUND' | 'ADJUSTMENT' | string;
  description: string;
  orderId: number | null;
  created: number;
}

export interface CreditBalance {
  accountId: number;
  balance: number;
  currency: string;
  history: CreditEntry[];
}

export interface PricedCartLine {
  offerId: number;
  offerLocationId: number;
  offerName: string;
  locationName: string;
  size: string | null;
  quantity: number;
  fullPrice: number;
  discountPrice: number;
  price: number;
  lineTotal: number;
  stock: number;
}

export interface CartPreview {
  offerCart: PricedCartLine[];
  currencyType: CurrencyType;
  promoCode: string | null;
  promoDescription: string | null;
  itemCount: number;
  subtotal: number;
  discount: number;
  finalPrice: number;
  creditBalance: number;
  creditSufficient: boolean;
}

export interface WalletEntry {
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
  redemptionCode: string;
  qrCodeUrl: string | null;
  image: string | null;
  location: {
    retailerLocationId: number;
    name: string;
    locationDisplay: string;
    address: PostalAddress;
  } | null;
  status: 'ACTIVE' | 'REDEEMED' | 'EXPIRED' | string;
  created: number;
}

export interface Order {
  orderId: number;
  orderType: 'PURCHASE' | 'RELOAD' | string;
  status: string;
  customer: { accountId: number; display: string };
  amount: number;
  subtotal: number;
  discount: number;
  currencyType: CurrencyType;
  promoCode: string | null;
  description: string;
  billingAddress: BillingAddress | null;
  purchases: WalletEntry[];
  credits: CreditEntry[];
  payments: Array<{ paymentType: string; amount: number; status: string }>;
  created: number;
  updated: number;
}
