// The carrier connector port (DESIGN.md 'Outside systems are connectors'; issue 18 item 1): a
// logistics channel of mode 'carrier' asks its carrier for a shipment (tracking number + label PDF),
// may cancel it, reads its tracking events and hands parcels over with a manifest. The sandbox
// (carrier.sandbox.ts) is the default for the demo and the tests; real carriers implement the same
// interface and are chosen by CARRIER_CONNECTOR, the way the marketplace and wholesale connectors are.
import { connectorChoice } from '../../platform/connector-choice';
import type { Platform } from '../../platform/context';
import { SandboxCarrierConnector } from './carrier.sandbox';

export interface CarrierAddress {
  name: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  state: string;
  city: string;
  postcode: string;
  address1: string;
  address2: string;
}

export interface CreateShipmentInput {
  /** Our reference (the order number): one shipment per reference while it is not cancelled. */
  reference: string;
  /** The channel as the carrier knows it (system catalogue code, e.g. YUN-STD) and its carrier name. */
  channelCode: string;
  channelName: string;
  carrier: string;
  /** Grams (the weighed parcel, else the estimate). */
  weight: number;
  recipient: CarrierAddress;
  sender: { name: string; address: string };
  items: { title: string; quantity: number }[];
  /** Language of the label's fixed texts. */
  lang: 'zh' | 'en';
}

export type CreateShipmentResult =
  | { ok: true; trackingNo: string; shipmentId: string; /** The label as a PDF file. */ label: Buffer }
  | { ok: false; /** Message id of the carrier's reason (zh and en in @erp/schema). */ reasonId: string; params?: Record<string, unknown> };

export interface CarrierTrackEvent {
  time: Date;
  /** info | inTransit | delivered | exception */
  status: string;
  text: string;
}

export interface CarrierConnector {
  readonly name: string;
  createShipment(input: CreateShipmentInput): Promise<CreateShipmentResult>;
  /** Cancels a shipment not handed over yet. */
  cancelShipment(input: { shipmentId: string; carrier: string }): Promise<{ ok: true } | { ok: false; reasonId: string }>;
  /** Tracking events, oldest first. */
  track(input: { trackingNo: string; carrier: string; now?: Date }): Promise<CarrierTrackEvent[]>;
  /** Hands shipments over (one pickup / manifest); answers the manifest number. */
  handover(input: { shipmentIds: string[]; carrier: string }): Promise<{ manifestNo: string }>;
}

const carriers = connectorChoice<CarrierConnector>('carrier', 'CARRIER_CONNECTOR', () => new SandboxCarrierConnector());

/**
 * The carrier connector of a platform, chosen once by CARRIER_CONNECTOR (only 'sandbox', the
 * default, exists today). Tests may install another one with setCarrierConnector.
 */
export function carrierConnector(platform: Platform): CarrierConnector {
  return carriers.of(platform);
}

export function setCarrierConnector(platform: Platform, connector: CarrierConnector): void {
  carriers.set(platform, connector);
}
