// Builds the whole seed state for a given clock and PRNG seed.
import { brazilDay, isoDay } from '../lib/dates.ts';
import type { Fault } from '../lib/fault-kinds.ts';
import type { DemoState } from '../lib/state.ts';
import {
  buildAccounts,
  buildClients,
  buildDebts,
  buildEquipment,
  buildGroupRequests,
  pendingAccountMail,
  TAKEN_GROUP_NAMES,
} from './accounts.ts';
import { buildCatalogue } from './catalogue.ts';
import { buildBanners, buildFlexible } from './flexible.ts';
import { buildAllOrders } from './orders.ts';
import { buildProspera } from './prospera.ts';

/** Default PRNG seed of the catalogue. */
export const DEFAULT_SEED = 20_250_301;

/** The whole state for a clock, a catalogue seed and the faults active from the start. */
export function buildState(now: Date, seed: number, faults: Fault[] = []): DemoState {
  const today = brazilDay(now);
  const catalogue = buildCatalogue(seed, today);
  const pending = pendingAccountMail(now.getTime());
  return {
    accounts: new Map(buildAccounts().map((a) => [a.username, a])),
    clients: new Map(buildClients(today).map((c) => [c.clientCode, c])),
    sessions: new Map(),
    retiredTokens: new Map(),
    tokenTtlByClient: new Map(),
    validationTokens: [pending.token],
    outbox: [pending.mail],
    banners: buildBanners(),
    flexible: buildFlexible(today, catalogue.products),
    prospera: buildProspera(today, catalogue.products),
    catalogue,
    orders: buildAllOrders(catalogue.products, today),
    salesByKey: new Map(),
    debts: buildDebts(today),
    debtsDay: isoDay(today),
    equipment: buildEquipment(today),
    groupRequests: buildGroupRequests(now),
    takenGroupNames: [...TAKEN_GROUP_NAMES],
    uploads: new Map(),
    faults: faults.map((f) => ({ ...f })),
    telemetry: [],
    pushSent: [],
    counters: {
      order: 0,
      groupRequest: 15,
      requestedDocument: 45,
      upload: 0,
      mail: 1,
      fault: faults.reduce((m, f) => Math.max(m, f.id), 0),
    },
  };
}
