import { randomBytes, randomInt } from 'node:crypto';
import type { Sqlite } from '../db/connection.ts';

/**
 * The local payout sandbox's state (a stand-in for Cashfree Payouts v2), in the dev server's
 * SQLite: its merchant credentials (generated once per data directory, never committed), the
 * beneficiaries and the transfers. Amounts are kept as integer paise.
 */

export type SandboxTransferStatus = 'RECEIVED' | 'PENDING' | 'SUCCESS' | 'FAILED' | 'REJECTED' | 'REVERSED';

export interface SandboxBeneficiary {
  beneficiaryId: string;
  name: string;
  accountNumber: string;
  ifsc: string;
  addedOn: string;
}

export interface SandboxTransfer {
  transferId: string;
  cfTransferId: number;
  beneficiaryId: string;
  amountPaise: number;
  mode: string;
  status: SandboxTransferStatus;
  statusCode: string;
  description: string;
  utr: string | null;
  addedOn: string;
  updatedOn: string;
}

const SCHEMA = `
create table if not exists _payouts_sandbox_config (key text primary key, value text not null);
create table if not exists _payouts_sandbox_beneficiaries (
  beneficiary_id text primary key,
  name text not null,
  account_number text not null,
  ifsc text not null,
  added_on text not null
);
create table if not exists _payouts_sandbox_transfers (
  transfer_id text primary key,
  cf_transfer_id integer not null,
  beneficiary_id text not null,
  amount_paise integer not null,
  mode text not null,
  status text not null,
  status_code text not null,
  description text not null,
  utr text,
  added_on text not null,
  updated_on text not null
);`;

interface TransferRecord {
  transfer_id: string;
  cf_transfer_id: number;
  beneficiary_id: string;
  amount_paise: number;
  mode: string;
  status: SandboxTransferStatus;
  status_code: string;
  description: string;
  utr: string | null;
  added_on: string;
  updated_on: string;
}

const toTransfer = (r: TransferRecord): SandboxTransfer => ({
  transferId: r.transfer_id,
  cfTransferId: r.cf_transfer_id,
  beneficiaryId: r.beneficiary_id,
  amountPaise: r.amount_paise,
  mode: r.mode,
  status: r.status,
  statusCode: r.status_code,
  description: r.description,
  utr: r.utr,
  addedOn: r.added_on,
  updatedOn: r.updated_on,
});

/** A NEFT-style bank reference: 16 letters and digits. */
export const newUtr = (): string => `CFSB${String(randomInt(0, 1e12)).padStart(12, '0')}`;

export class PayoutSandboxStore {
  constructor(private readonly db: Sqlite) {
    db.exec(SCHEMA);
  }

  credentials(): { clientId: string; clientSecret: string } {
    const get = (key: string) =>
      (
        this.db.prepare('select value from _payouts_sandbox_config where key = ?').get(key) as
          { value: string } | undefined
      )?.value;
    let clientId = get('client_id');
    let clientSecret = get('client_secret');
    if (!clientId || !clientSecret) {
      clientId = `payout_sandbox_${randomBytes(8).toString('hex')}`;
      clientSecret = `cfsk_payout_sandbox_${randomBytes(32).toString('base64url')}`;
      const put = this.db.prepare('insert or replace into _payouts_sandbox_config (key, value) values (?, ?)');
      put.run('client_id', clientId);
      put.run('client_secret', clientSecret);
    }
    return { clientId, clientSecret };
  }

  beneficiary(id: string): SandboxBeneficiary | null {
    const r = this.db.prepare('select * from _payouts_sandbox_beneficiaries where beneficiary_id = ?').get(id) as
      { beneficiary_id: string; name: string; account_number: string; ifsc: string; added_on: string } | undefined;
    return r
      ? {
          beneficiaryId: r.beneficiary_id,
          name: r.name,
          accountNumber: r.account_number,
          ifsc: r.ifsc,
          addedOn: r.added_on,
        }
      : null;
  }

  /** False when the id exists already. */
  addBeneficiary(b: Omit<SandboxBeneficiary, 'addedOn'>, now = new Date()): boolean {
    return (
      this.db
        .prepare(
          'insert or ignore into _payouts_sandbox_beneficiaries (beneficiary_id, name, account_number, ifsc, added_on) values (?, ?, ?, ?, ?)',
        )
        .run(b.beneficiaryId, b.name, b.accountNumber, b.ifsc, now.toISOString()).changes === 1
    );
  }

  transfer(transferId: string): SandboxTransfer | null {
    const r = this.db.prepare('select * from _payouts_sandbox_transfers where transfer_id = ?').get(transferId) as
      TransferRecord | undefined;
    return r ? toTransfer(r) : null;
  }

  /** Every transfer to a beneficiary (tests count them: one payout, one transfer). */
  transfersTo(beneficiaryId: string): SandboxTransfer[] {
    return (
      this.db
        .prepare('select * from _payouts_sandbox_transfers where beneficiary_id = ? order by added_on')
        .all(beneficiaryId) as TransferRecord[]
    ).map(toTransfer);
  }

  /** The transfer, RECEIVED; null when the transfer id was used before (Cashfree: 409). */
  addTransfer(
    t: { transferId: string; beneficiaryId: string; amountPaise: number; mode: string },
    now = new Date(),
  ): SandboxTransfer | null {
    const at = now.toISOString();
    const inserted = this.db
      .prepare(
        `insert or ignore into _payouts_sandbox_transfers (transfer_id, cf_transfer_id, beneficiary_id, amount_paise, mode, status, status_code, description, utr, added_on, updated_on)
        values (?, ?, ?, ?, ?, 'RECEIVED', 'RECEIVED', ?, null, ?, ?)`,
      )
      .run(
        t.transferId,
        randomInt(100_000_000, 2 ** 47),
        t.beneficiaryId,
        t.amountPaise,
        t.mode,
        'The transfer has been received by Cashfree successfully for further processing.',
        at,
        at,
      );
    return inserted.changes === 1 ? this.transfer(t.transferId) : null;
  }

  /** Moves a transfer from one of `from` to `to`; false when it was not in one of them (settled already). */
  move(
    transferId: string,
    from: SandboxTransferStatus[],
    to: { status: SandboxTransferStatus; statusCode: string; description: string; utr?: string | null },
    now = new Date(),
  ): boolean {
    const marks = from.map(() => '?').join(', ');
    return (
      this.db
        .prepare(
          `update _payouts_sandbox_transfers set status = ?, status_code = ?, description = ?, utr = coalesce(?, utr), updated_on = ?
          where transfer_id = ? and status in (${marks})`,
        )
        .run(to.status, to.statusCode, to.description, to.utr ?? null, now.toISOString(), transferId, ...from)
        .changes === 1
    );
  }
}
