import { FIRST_CUSTOMER_NUMBER } from './accounts';
import { DAY_MS, SEED_EPOCH, userIdOf } from './ids';
import type { Prng } from './prng';
import type { UserRecord } from '../store/cloudState';
import { userRecord } from './users';

const FIRST = ['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Meera', 'Vikram', 'Ananya', 'Arjun', 'Priya', 'Kabir', 'Sara', 'Dev', 'Nisha'];
const LAST = ['Sharma', 'Iyer', 'Nair', 'Reddy', 'Banerjee', 'Patel', 'Singh', 'Das', 'Kulkarni', 'Menon', 'Gupta', 'Joshi'];

/** The owners of generated gateways: real-looking names (for adminList search), no password. */
export class CustomerPool {
  private readonly users: UserRecord[] = [];

  constructor(
    private readonly prng: Prng,
    private readonly size: number,
  ) {}

  /** Picks a customer (created on first pick) and records the gateway as theirs. */
  assign(serial: string): UserRecord {
    const slot = this.prng.int(0, Math.max(0, this.size - 1));
    let user = this.users[slot];
    if (!user) {
      const number = FIRST_CUSTOMER_NUMBER + slot;
      const first = this.prng.pick(FIRST);
      const last = this.prng.pick(LAST);
      user = userRecord(
        {
          id: userIdOf(number),
          username: `${first}.${last}${number}@mail.test`.toLowerCase(),
          firstName: first,
          lastName: last,
          groups: ['users'],
          devices: [],
          parentsIds: [],
        },
        null,
        SEED_EPOCH - this.prng.int(30, 700) * DAY_MS,
      );
      this.users[slot] = user;
    }
    user.devices.push(serial);
    return user;
  }

  all(): UserRecord[] {
    return this.users.filter((u): u is UserRecord => u !== undefined);
  }
}
